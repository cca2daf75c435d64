// A tutorial game's record as /kogge tutorial saves it, moved on by the game service's save, and
// the person's panel built from it: shared by the tutorial's bot-level tests (issue 38).
import { applyAction, newGame, type Action, type GameState } from '../../src/engine/index';
import { RECORD_VERSION, type GameRecord } from '../../src/store/index';
import { buildPanel } from '../../src/bot/panel/panel';
import { TUTORIALS, PERSON, type TutorialScript } from '../../src/bot/tutorial/script';
import { describeGame, gameSpec } from '../../src/verify/index';

export const LOCALES = ['en', 'de', 'fr', 'it'];
export const SCRIPT = TUTORIALS.firstRound;

/** A tutorial game's record as /kogge tutorial saves it: the person, then three computer players. */
export function tutorialRecord(script: TutorialScript = SCRIPT): GameRecord {
  const seats = [
    { kind: 'human' as const, userId: 'u-anna', name: 'Anna' },
    ...['Hinrik', 'Tideke', 'Wolter'].map((name) => ({
      kind: 'computer' as const,
      level: script.level,
      name,
    })),
  ];
  const settings = {
    players: 4,
    holdings: 'hidden' as const,
    rules: [],
    computerLevel: script.level,
    seed: script.seed,
    generator: 'chacha20' as const,
    tutorial: 'firstRound' as const,
  };
  const created = newGame(gameSpec(describeGame({ id: 'tut1', settings, seats })));
  if (!created.ok) throw new Error(created.error.code);
  return {
    recordVersion: RECORD_VERSION,
    id: 'tut1',
    version: 0,
    guildId: 'g',
    channelId: 'c',
    hostId: 'u-anna',
    locale: 'en',
    status: 'playing',
    settings,
    seats,
    state: created.state,
    actions: [],
    messages: { lobby: null, post: null },
    createdAt: 0,
    updatedAt: 0,
  };
}

/** The record after `action`, as the game service saves it. */
export function played(record: GameRecord, action: Action): GameRecord {
  const result = applyAction(record.state as GameState, action);
  if (!result.ok) throw new Error(`${action.type} refused: ${result.error.code}`);
  return {
    ...record,
    state: result.state,
    actions: [...record.actions, action],
    version: record.version + 1,
  };
}

/** The person's panel (main section) as the bot builds it for this record, in `locale`. */
export function panelOf(record: GameRecord, locale: string, hints = true) {
  const state = record.state as GameState;
  const ctx = {
    gameId: record.id,
    version: state.version,
    state,
    player: PERSON,
    locale,
    hints,
    tutorial: record,
  };
  return { ctx, panel: buildPanel(ctx) };
}

export const personSteps = SCRIPT.steps.filter((s) => s.say);
