// Issue 38: the states for the lettered panel board and the last move's goldens: the fixtures
// of fixtures.ts with one more move in the log, or the raid that offers cogs and the city.
import { playerView, publicView, type GameState, type PublicEvent } from '../../src/engine/index';
import { buildPanel } from '../../src/bot/panel/panel';
import { drawBoard, drawSeatBoard } from '../../src/render/index';
import type { Canvas } from '@napi-rs/canvas';
import { midGameState, raidDestinationState } from './fixtures';

const none = { ore: 0, fur: 0, amber: 0, salt: 0 };
const withLog = (s: GameState, ...events: PublicEvent[]): GameState => {
  s.log = [...s.log, ...events] as GameState['log'];
  return s;
};

/** K-45: Ada may raid Bert's and Cleo's cogs in Riga, or Riga itself. */
export function raidChoiceState(): GameState {
  const s = midGameState();
  s.players[0].raidsInHand = 1;
  s.players[1].cog = 4;
  return s;
}

/** K-40: Ada has just built an office in Riga. */
export function officeBuiltState(): GameState {
  const s = midGameState();
  s.cities[4].offices.push({ owner: 0, goods: { ...none } });
  return withLog(s, { type: 'officeBuilt', player: 0, city: 4 });
}

/** K-44: Ada has just traded with Riga and ended her turn. */
export function cityTradedState(): GameState {
  return withLog(
    midGameState(),
    { type: 'cityTraded', player: 0, city: 4, give: { ...none, ore: 1 }, receive: { ...none, fur: 1 } },
    { type: 'turnEnded', player: 0 },
  );
}

/** K-45: Ada raided Cleo's cog in Riga; Cleo then moved Ada's cog on to Åbo. */
export function raidDoneState(): GameState {
  return withLog(
    midGameState(),
    { type: 'raided', player: 0, city: 4, victim: 2, taken: null },
    { type: 'goodsSplit', victim: 2, sizes: [2, 3] },
    { type: 'pileTaken', player: 0, victim: 2, size: 3 },
    { type: 'raiderMoved', player: 0, by: 2, from: 4, leadsTo: 2, revealed: false, blocked: false },
  );
}

/** The seat's board for a section of its panel, lettered as the panel letters its choices. */
export function seatBoard(state: GameState, player: number, section: string, locale = 'en'): Canvas {
  const panel = buildPanel({ gameId: 'g', version: state.version, state, player, locale }, [section]);
  return drawSeatBoard(playerView(state, player), locale, { choices: panel.choices }).canvas;
}

export const publicBoard = (state: GameState, locale = 'en'): Canvas => drawBoard(publicView(state), locale);

export { raidDestinationState };
