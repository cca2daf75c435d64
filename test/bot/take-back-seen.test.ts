// Issue 42, item 2, at the bot: a bid that makes the next bidder pass with only repeats
// (K-22) is not offered "↩ Take back", and an ask for it (a forged click, or a request standing
// from before) is refused with the sentence that says why, whoever the others are: computer
// players no longer accept it at once. Controls: a plain bid of the same game still is offered,
// asked and taken back.
import { describe, expect, it } from 'vitest';
import type { BotContext } from '../../src/bot/context';
import { parseComponentId } from '../../src/bot/custom-id';
import { withTakeBack } from '../../src/bot/handlers/take-back';
import type { Panel } from '../../src/bot/panel/panel';
import { answer, ask, mayOffer } from '../../src/bot/take-back-request';
import { applyAction, replay, takeBackBlock, type GameState } from '../../src/engine/index';
import { t } from '../../src/i18n/index';
import type { GameRecord } from '../../src/store/index';
import { describeGame, gameSpec } from '../../src/verify/index';
import { revealingBid, stepsOf } from '../engine/revealing-bid';
import { finishedRecord } from '../verify/finished-game';

const REVEAL = revealingBid();
const FINISHED = finishedRecord(REVEAL.run, 4);
const STEPS = stepsOf(REVEAL.run, 4);
/** The control: the last bid of the game before the revealing one that may be taken back. */
const PLAIN = STEPS.slice(0, REVEAL.index).findLastIndex(
  (s) => s.action.type === 'bid' && takeBackBlock(s.before, s.action, s.after, s.events) === null,
);

/** The record right after action `index`, with its step; `others` seat the other players. */
function after(index: number, others: 'people' | 'computers') {
  const asker = FINISHED.actions[index].player;
  const seats = FINISHED.seats.map((s, i) =>
    others === 'computers' && i !== asker
      ? { kind: 'computer' as const, level: 'normal' as const, name: s.name }
      : s,
  );
  // Replayed with these seats: a computer player's seat is part of the game's description.
  const spec = gameSpec(describeGame({ ...FINISHED, seats }));
  const earlier = replay(spec, FINISHED.actions.slice(0, index));
  if (!earlier.ok) throw new Error('does not replay');
  const step = applyAction(earlier.state, FINISHED.actions[index]);
  if (!step.ok) throw new Error(step.error.code);
  const record: GameRecord = {
    ...FINISHED,
    seats,
    status: 'playing',
    state: step.state,
    actions: FINISHED.actions.slice(0, index + 1),
  };
  return { record, asker, before: earlier.state, events: step.events, version: step.state.version };
}

const casual = {} as BotContext;
const PANEL: Panel = { content: 'panel', components: [] };
const offered = (panel: Panel) =>
  panel.components.flatMap((row) =>
    row.components.flatMap((c) => ('custom_id' in c ? [parseComponentId(c.custom_id)?.kind] : [])),
  );
const SEEN = t('takeBack.seen', {}, 'en');

describe('no take-back after a reveal, at the bot (issue 42, K-22)', () => {
  it('the sentence names why: the others have already seen what the action caused', () => {
    expect(SEEN).toMatch(/the other players have already seen what it caused/);
    for (const locale of ['de', 'fr', 'it']) expect(t('takeBack.seen', {}, locale)).not.toBe(SEEN);
  });

  it('the revealing bid’s panel has no "↩ Take back"; a plain bid’s has (control)', async () => {
    expect(PLAIN).toBeGreaterThanOrEqual(0);
    const reveal = after(REVEAL.index, 'people');
    expect(mayOffer(reveal.record, reveal.asker, reveal, true)).toBe(false);
    expect(offered(await withTakeBack(casual, PANEL, { ...reveal, player: reveal.asker }, 'en'))).toEqual([]);
    const plain = after(PLAIN, 'people');
    expect(offered(await withTakeBack(casual, PANEL, { ...plain, player: plain.asker }, 'en'))).toEqual([
      'tb',
    ]);
  });

  it('asked anyway (a forged click), computer players do not accept it: refused with the sentence', () => {
    const reveal = after(REVEAL.index, 'computers');
    const step = ask(reveal.record, reveal.asker, reveal.version, true);
    expect(step).toEqual({ kind: 'refused', refusal: { key: 'takeBack.seen' } });
    // Control: a plain bid with the same computer players is taken back at once, as before.
    const plain = after(PLAIN, 'computers');
    expect(ask(plain.record, plain.asker, plain.version, true).kind).toBe('takenBack');
  });

  it('with people to ask, the request is not even made', () => {
    const reveal = after(REVEAL.index, 'people');
    expect(ask(reveal.record, reveal.asker, reveal.version, true)).toEqual({
      kind: 'refused',
      refusal: { key: 'takeBack.seen' },
    });
    const plain = after(PLAIN, 'people');
    expect(ask(plain.record, plain.asker, plain.version, true).kind).toBe('asked');
  });

  it('a request standing from before: the last acceptance is refused with the sentence, and nothing is undone', () => {
    const reveal = after(REVEAL.index, 'people');
    const others = [0, 1, 2, 3].filter((p) => p !== reveal.asker);
    const standing: GameRecord = {
      ...reveal.record,
      takeBackAsk: { player: reveal.asker, version: reveal.version, accepted: others.slice(0, 2) },
    };
    const step = answer(standing, others[2], reveal.version, true);
    expect(step).toEqual({ kind: 'refused', refusal: { key: 'takeBack.seen' } });
    expect((standing.state as GameState).version).toBe(reveal.version);
  });
});
