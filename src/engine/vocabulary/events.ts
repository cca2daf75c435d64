// Events: what an accepted action changed, split into the part everyone may see and notes
// for single players. A public event never carries a private hand, a payment's contents or a
// face-down marker's value; those go in `secrets`.
import type { CogStep } from './cog-step';
import type { Chit, Good } from './constants';
import type { Goods } from './goods';
import type { RouteChoice } from './route-choice';
import type { Score } from './score';
import type { AdvancedEvent } from './advanced-events';

export type PublicEvent =
  | { type: 'startPicked'; player: number }
  | { type: 'startRevealed'; picks: { player: number; city: number }[]; repick: number[] }
  /** K-13a: a city still crowded at the third re-pick; `kept` stay, `moved` go elsewhere by lot. */
  | { type: 'startSettled'; city: number; kept: number[]; moved: number[] }
  | { type: 'officeFounded'; player: number; city: number }
  | { type: 'roundStarted'; round: number }
  | { type: 'extraMarkerDrawn'; player: number }
  | { type: 'marketReturned'; markers: number[] }
  | { type: 'marketDrawn'; pairs: [number, number][] }
  | { type: 'bid'; player: number; markers: number[] }
  | { type: 'passed'; player: number; reason: 'noMarkers' | 'onlyRepeats' }
  | {
      type: 'produced';
      city: number;
      good: Good;
      toCity: number;
      toOffices: { owner: number; count: number }[];
    }
  | { type: 'orderSet'; order: number[] }
  | {
      type: 'guildMasterMoved';
      player: number;
      from: number;
      to: number;
      steps: 1 | 2;
      passed: number;
      total: number;
    }
  | { type: 'guildMasterSupplied'; city: number; good: Good; count: number }
  | { type: 'turnStarted'; player: number; city: number }
  | { type: 'officeGoodsTaken'; player: number; city: number; goods: Goods }
  | {
      type: 'sailed';
      player: number;
      from: number;
      route: RouteChoice;
      /** Where the route leads (revealed now if it was face down). */
      leadsTo: number;
      revealed: boolean;
      /** The cog stayed: the revealed route was unusable (K-32). */
      blocked: boolean;
      /** Units paid in all; goods by kind (K-60a), markers only counted (K-60). */
      paid: number;
      /** The goods among them, by kind; absent when none was a good. */
      paidGoods?: Goods;
    }
  | { type: 'officeBuilt'; player: number; city: number }
  | {
      type: 'gmTraded';
      player: number;
      kind: 'raidMarker' | 'bonusChit' | 'goodForMarker' | 'markerForGood';
      chit?: Chit;
      /** The good paid or taken, public by kind (K-60a); a marker's value never is (K-60). */
      good?: Good;
    }
  /** The good paid goes to the reserve, seen by its kind (K-60a). */
  | { type: 'markersBought'; player: number; pair: number; markers: [number, number]; good: Good }
  | { type: 'cityTraded'; player: number; city: number; give: Goods; receive: Goods }
  | { type: 'routeChanged'; player: number; city: number; square: number; taken: number | null }
  | { type: 'raided'; player: number; city: number; victim: number | null; taken: Goods | null }
  | { type: 'goodsSplit'; victim: number; sizes: [number, number] }
  | { type: 'pileTaken'; player: number; victim: number; size: number }
  | ({ type: 'raiderMoved' } & CogStep)
  | { type: 'turnEnded'; player: number }
  | { type: 'tradeOffered'; offer: number; from: number; to: number }
  | { type: 'tradeAccepted'; offer: number; from: number; to: number }
  | { type: 'tradeDeclined'; offer: number; from: number; to: number }
  | { type: 'tradeWithdrawn'; offer: number; from: number; to: number }
  | { type: 'tradeCancelled'; offer: number; from: number; to: number }
  | { type: 'autoCollectSet'; player: number; on: boolean }
  | { type: 'gameEnded'; reason: 'developmentPoints' | 'guildMaster'; winners: number[]; scores: Score[] }
  | AdvancedEvent;

export type PublicEventType = PublicEvent['type'];

/** The two events of a cog moved a step by another player (forced-step.ts). */
export type CogStepEvent = Extract<PublicEvent, { type: 'raiderMoved' | 'cogPushed' }>;

/** A note only `player` may see, attached to the public event it explains. */
export interface SecretNote {
  player: number;
  detail: Record<string, unknown>;
}

export interface GameEvent {
  event: PublicEvent;
  secrets: SecretNote[];
}
