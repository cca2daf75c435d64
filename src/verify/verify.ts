// The verifier (issue 21): pure. From an exported record it checks, in this order, that its
// signature holds and it is the game stored here under its id (origin.ts, issue 42), that the
// seed is of the generator named, that the commitment matches the seed and the game, that the
// game replays from the seed and the action log with every step's fingerprint as recorded,
// and that the final scores are the replay's. The first failure is the answer: a catalogue key
// with its parameters, naming the step where the record parts from the replay. A record that
// holds is named by its game and whose it is: signed by this bot, by another key, or no one.
// Issue 42: a record longer than any game (step-bound.ts) is refused before its schema is read
// or anything replayed, and a replay given a deadline stops there (verify.tooSlow).
import { applyAction, generatorOf, newGame, type GameState } from '../engine/index';
import type { ParamNames, TextOf } from '../i18n/translate';
import { commitmentOf } from './commitment';
import { NO_TRUST, originOf, type Origin, type Trust } from './origin';
import { resultsOf } from './results';
import { GameExportSchema, type GameExport } from './export-schema';
import { gameSpec, type GameDescription } from './game';
import { stepHash } from './step-hash';
import { stepCountRefusal } from './step-bound';

export type VerdictKey =
  | 'verify.holds.ours'
  | 'verify.holds.otherKey'
  | 'verify.holds.unsigned'
  | 'verify.holds.unknownKey'
  | 'verify.signature'
  | 'verify.notThisGame'
  | 'verify.malformed'
  | 'verify.generator'
  | 'verify.commitment'
  | 'verify.spec'
  | 'verify.stepCount'
  | 'verify.tooManySteps'
  | 'verify.tooSlow'
  | 'verify.refused'
  | 'verify.step'
  | 'verify.notEnded'
  | 'verify.scores';

/** A verdict's parameters: every `{name}` its sentence demands (issue 38), and any more. */
export type VerdictParams<K extends VerdictKey> = Readonly<Record<ParamNames<TextOf<K>>, string | number>> &
  Readonly<Record<string, string | number>>;

/** The answer: its sentence's key with the parameters that key demands. */
export type Verdict = {
  [K in VerdictKey]: {
    holds: boolean;
    key: K;
    params: VerdictParams<K>;
    /** Whose record it is, for one that holds. */
    origin?: Origin;
  };
}[VerdictKey];

const HOLDS = {
  ours: 'verify.holds.ours',
  otherKey: 'verify.holds.otherKey',
  unsigned: 'verify.holds.unsigned',
  unknownKey: 'verify.holds.unknownKey',
} as const satisfies Record<Origin, VerdictKey>;

type HoldsKey = (typeof HOLDS)[Origin];
/** A record that holds, said by the key for whose it is: every key's names given. */
const holding = <K extends HoldsKey>(key: K, params: VerdictParams<HoldsKey>): Verdict =>
  ({ holds: true, key, params }) as Verdict;

const fails = <K extends VerdictKey>(key: K, params: VerdictParams<K>): Verdict =>
  ({ holds: false, key, params }) as Verdict;

/** How long a replay may run: `deadline` on performance.now()'s clock, `seconds` for the sentence. */
export interface ReplayBudget {
  deadline: number;
  seconds: number;
}

/** `trust`: what the checker knows of this bot (origin.ts); without it no record is this bot's. */
export function verifyRecord(input: unknown, trust: Trust = NO_TRUST, budget?: ReplayBudget): Verdict {
  const tooLong = stepCountRefusal(input);
  if (tooLong) return { holds: false, ...tooLong };
  const parsed = GameExportSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fails('verify.malformed', { issue: `${issue.path.join('.') || 'record'}: ${issue.message}` });
  }
  const record = parsed.data;
  const origin = originOf(input as object, record, trust);
  if (!origin.ok) {
    const { ok: _failed, ...sentence } = origin;
    return { holds: false, ...sentence };
  }
  if (generatorOf(record.seed) !== record.generator)
    return fails('verify.generator', { generator: record.generator });
  const game = descriptionOf(record);
  if (commitmentOf(game) !== record.commitment)
    return fails('verify.commitment', { commitment: record.commitment });
  if (record.steps.length !== record.actions.length)
    return fails('verify.stepCount', { steps: record.steps.length, actions: record.actions.length });
  const replayed = replaySteps(record, game, budget);
  if ('key' in replayed) return replayed;
  const changed = changedResults(record, replayed.state);
  if (changed) return changed;
  const { game: id, commitment } = record;
  const params = {
    game: id,
    steps: record.actions.length,
    seed: String(record.seed),
    commitment,
    key: origin.signer ?? '',
  };
  return { ...holding(HOLDS[origin.origin], params), origin: origin.origin };
}

export function descriptionOf(record: GameExport): GameDescription {
  return {
    game: record.game,
    seed: record.seed,
    holdings: record.holdings,
    rules: record.rules,
    seats: record.seats.map((s) => ({ id: s.id, name: s.name })),
  };
}

/** Steps replayed between two looks at the clock. */
const BUDGET_EVERY = 64;

/** The final state, or the first step that the engine refuses or whose fingerprint differs. */
function replaySteps(
  record: GameExport,
  game: GameDescription,
  budget?: ReplayBudget,
): { state: GameState } | Verdict {
  const created = newGame(gameSpec(game));
  if (!created.ok) return fails('verify.spec', { code: created.error.code });
  let state = created.state;
  for (let i = 0; i < record.actions.length; i++) {
    if (budget && i % BUDGET_EVERY === 0 && performance.now() > budget.deadline)
      return fails('verify.tooSlow', { seconds: budget.seconds, step: i });
    const action = record.actions[i];
    const result = applyAction(state, action);
    if (!result.ok)
      return fails('verify.refused', { step: i + 1, action: action.type, code: result.error.code });
    state = result.state;
    if (stepHash(state) !== record.steps[i])
      return fails('verify.step', { step: i + 1, action: action.type });
  }
  return { state };
}

/** Where the final scores differ from the replay's, or null where they agree. */
function changedResults(record: GameExport, state: GameState): Verdict | null {
  if (state.phase.kind !== 'ended') return fails('verify.notEnded', { steps: record.actions.length });
  const replayed = resultsOf(state);
  const name = (p: number) => record.seats[p]?.name ?? `#${p + 1}`;
  for (let i = 0; i < Math.max(replayed.scores.length, record.results.scores.length); i++) {
    const a = replayed.scores[i];
    const b = record.results.scores[i];
    if (!a || !b || a.player !== b.player || a.vp !== b.vp || a.dp !== b.dp)
      return fails('verify.scores', { player: name((a ?? b).player) });
  }
  if (JSON.stringify(replayed.winners) !== JSON.stringify(record.results.winners))
    return fails('verify.scores', { player: name(replayed.winners[0] ?? 0) });
  return null;
}
