// The shapes of what a person may see (K-60), apart from views.ts, which builds them, so that
// the phase copies (phase-copies.ts) and the determiniser can name them without a circle.
import type { Chit, Color, Good } from '../vocabulary/constants';
import type { PublicEvent } from '../vocabulary/events';
import type { Goods } from '../vocabulary/goods';
import type { MarkerCounts } from '../vocabulary/markers';
import type { Bid, GameOptions, Holdings, Score } from '../vocabulary/state';
import type { AdvancedPhaseView } from './advanced-phases';
import type { PendingDecision } from './decisions';

export interface SquareView {
  /** Null while face down (to this viewer). */
  value: number | null;
  faceUp: boolean;
}

export interface CityView {
  id: number;
  good: Good;
  goods: Goods;
  squares: [SquareView, SquareView];
  offices: { owner: number; goods: Goods }[];
  raids: number[];
  cogs: number[];
}

export interface PlayerSummary {
  index: number;
  id: string;
  name: string;
  color: Color;
  cog: number | null;
  /** 1-based order-of-play chit, null before the first order is set. */
  orderChit: number | null;
  dp: number;
  offices: number;
  chits: Chit[];
  raidsInHand: number;
  raidSetAside: number;
  goodsCount: number;
  markerCount: number;
  /** Only in "open holdings" games, or in the viewer's own summary. */
  goods: Goods | null;
  markers: MarkerCounts | null;
  /** K-80: missed a deadline. */
  absent: boolean;
}

export type PhaseView =
  | { kind: 'startChoice'; choosing: number[]; picked: number[] }
  | { kind: 'bidding'; next: number }
  | { kind: 'guildMaster'; player: number }
  | {
      kind: 'turn';
      player: number;
      moves: number;
      acting: boolean;
      actionsUsed: string[];
      startCity: number;
      raid: RaidView | null;
    }
  | { kind: 'ended'; reason: 'developmentPoints' | 'guildMaster'; winners: number[]; scores: Score[] }
  | AdvancedPhaseView;

export interface RaidView {
  raider: number;
  city: number;
  victim: number | null;
  stage: 'split' | 'pick' | 'destination';
  /** Pile sizes once the victim has split. */
  pileSizes: [number, number] | null;
  mover: number;
}

/** What every view holds. */
export interface SharedView {
  schemaVersion: number;
  version: number;
  round: number;
  options: GameOptions;
  phase: PhaseView;
  order: number[];
  players: PlayerSummary[];
  cities: CityView[];
  /** K-60, N-11: goods by kind as on the table; the marker cup only as a count. */
  reserve: { goods: Goods; markerCount: number };
  market: ([number, number] | null)[];
  bids: Bid[];
  chitSupply: Record<Chit, number>;
  guildMaster: { city: number; startCity: number; steps: number };
  /** Who must decide something now, and what. */
  awaiting: PendingDecision[];
  /** Open trade offers, without their terms (those are private to the two players). */
  offers: { id: number; from: number; to: number }[];
  log: PublicEvent[];
}

/**
 * The view everyone may see. `viewer: null` keeps the types apart: a PlayerView cannot be
 * passed where a PublicView is wanted, so a public image cannot be drawn from one player's
 * secrets by mistake.
 */
export interface PublicView extends SharedView {
  viewer: null;
}

export interface PlayerView extends SharedView {
  viewer: number;
  hand: { goods: Goods; markers: MarkerCounts };
  /** Face-down markers this player placed or looked at: city, square, value. */
  known: { city: number; square: number; value: number }[];
  /** The VP this player would score if the game ended now (K-51). */
  vpNow: number;
  /** The player's own secret start pick while the choice is open. */
  startPick: number | null;
  /** Raid piles, for the victim and the raider. */
  raidPiles: [Goods, Goods] | null;
  /** Offers to or from this player, with their terms. */
  myOffers: { id: number; from: number; to: number; give: Holdings; receive: Holdings }[];
  /** K-72, N-77: the viewer's own conflict bid while it lies face down. */
  conflictBid: number[] | null;
}
