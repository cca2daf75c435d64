// Issue 28: the kill loop's checks (kill-loop.ts) would pass vacuously if they could not see a
// fault. Each is shown here catching one planted on purpose, and passing its clean control.
import { describe, expect, it } from 'vitest';
import { postOwner } from '../../src/bot/post-message';
import { apply, concreteActions, newGame, type Action, type GameState } from '../../src/engine/index';
import type { SeenMessage } from '../../src/local-discord';
import { InteractionResponseType } from 'discord-api-types/v10';
import { clickFindings, newestPostFindings, postFindings, unfilledFindings, type Click } from './kill-loop';
import type { BoardCall } from './post-audit';

/** A game's first states and actions: End turn when legal, else the first that is not a setting. */
function played(steps: number): { states: GameState[]; log: Action[] } {
  const created = newGame({
    seed: 4,
    players: [
      { id: 'u1', name: 'Ada' },
      { id: 'u2', name: 'Bert' },
    ],
  });
  if (!created.ok) throw new Error(created.error.code);
  const states = [created.state];
  const log: Action[] = [];
  for (let i = 0; i < steps; i++) {
    const state = states[i];
    const legal = [0, 1].flatMap((p) => concreteActions(state, p));
    const action =
      legal.find((a) => a.type === 'endTurn') ?? legal.find((a) => a.type !== 'setAutoCollect') ?? legal[0];
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.error.code);
    states.push(result.state);
    log.push(action);
  }
  return { states, log };
}

const { states, log } = played(30);
/** The first version whose post owner differs from version 0's: a new post is due there. */
const passed = states.findIndex((s) => postOwner(s).key !== postOwner(states[0]).key);
const call = (i: number, kind: 'post' | 'edit', version: number, messageId?: string): BoardCall => ({
  call: i,
  kind,
  version,
  messageId,
  payload: {},
});

const click = (version: number, answer: Click['answer'], expected: unknown = log[version]): Click => ({
  game: 0,
  name: 'alice',
  interactionId: `i${version}`,
  panelId: 'panel',
  before: '',
  version,
  applies: true,
  expected,
  response: answer === 'none' ? null : 7,
  answer,
});

describe('the kill loop’s checks catch planted faults (issue 28)', () => {
  it('has a turn passing on within the first states (else the post checks below prove nothing)', () => {
    expect(passed).toBeGreaterThan(0);
  });

  it('passes posts that follow the owner key, and flags a turn posted twice (a forgotten post id)', () => {
    const clean = [call(0, 'post', 0), call(1, 'post', passed)];
    expect(postFindings(clean, ['m1', 'm2'], states)).toEqual([]);
    const twice = [...clean, call(2, 'post', passed)];
    expect(postFindings(twice, ['m1', 'm2', 'm3'], states)).toEqual([
      expect.stringContaining('post m3 repeats the turn of post m2'),
    ]);
  });

  it('flags an edit of an older post below a newer one', () => {
    const calls = [call(0, 'post', 0), call(1, 'post', passed), call(2, 'edit', passed, 'm1')];
    expect(postFindings(calls, ['m1', 'm2'], states)).toEqual([expect.stringContaining('an edit of m1')]);
  });

  it('follows each post by the id it was answered with, not by its place in the thread', () => {
    // The thread's first post is out of reach (an older call let go): the ids still match up.
    const answered = [call(1, 'post', 0, 'm2'), call(2, 'post', passed, 'm3'), call(3, 'edit', passed, 'm3')];
    expect(postFindings(answered, ['m1', 'm2', 'm3'], states)).toEqual([]);
    // Control: by thread order alone, the same calls misread the edit as one of an older post.
    const unnamed = answered.map((b) => (b.kind === 'post' ? { ...b, messageId: undefined } : b));
    expect(postFindings(unnamed, ['m1', 'm2', 'm3'], states)).toEqual([
      expect.stringContaining('an edit of m3'),
    ]);
  });

  it('passes every applied click found in the log, and flags a missing, an unasked and an unanswered one', () => {
    const clicks = [click(0, 'applied'), click(1, 'applied'), click(2, 'none')];
    expect(clickFindings(clicks, log.slice(0, 3))).toEqual([]);
    // Missing: answered as applied, not in the log.
    expect(clickFindings(clicks, log.slice(0, 1))).toEqual([
      expect.stringContaining('i1, answered as applied'),
    ]);
    // Unasked (applied twice, or from nowhere): a logged action no click asked for at its version.
    expect(clickFindings(clicks.slice(0, 2), log.slice(0, 3))).toEqual([
      expect.stringContaining('logged action 2 was asked for by no click'),
    ]);
    // Acknowledged (a defer) but never answered.
    const deferred = { ...click(1, 'none'), response: 6 as const };
    expect(clickFindings([click(0, 'applied'), deferred], log.slice(0, 2))).toEqual([
      expect.stringContaining('i1, acknowledged, never answered'),
    ]);
  });

  it('flags a newest post that did not ping the awaited player', () => {
    const state = states[0];
    const awaited = postOwner(state).players.map((p) => state.players[p].id);
    const post = (pinged: string[]) => ({ pinged, components: [] }) as unknown as SeenMessage;
    expect(newestPostFindings(post(awaited), state)).toEqual([]);
    expect(newestPostFindings(post([]), state)).toEqual([expect.stringContaining('did not ping')]);
    expect(newestPostFindings(undefined, state)).toEqual(['no post']);
  });

  it('flags every deferred interaction never answered, of any kind, and passes none (issue 42)', () => {
    expect(unfilledFindings([])).toEqual([]);
    const planted = [
      { id: 'a1', response: InteractionResponseType.DeferredChannelMessageWithSource },
      { id: 'n1', commandName: 'kogge', response: InteractionResponseType.DeferredChannelMessageWithSource },
      { id: 'd1', response: InteractionResponseType.DeferredMessageUpdate },
    ];
    expect(unfilledFindings(planted)).toEqual([
      'interaction a1 (click, deferred reply) was never answered',
      'interaction n1 (/kogge, deferred reply) was never answered',
      'interaction d1 (click, deferred update) was never answered',
    ]);
  });
});
