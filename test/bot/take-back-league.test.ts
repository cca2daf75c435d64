// Take-backs in league games (issue 21): the league decides. The panel answering a safe action
// offers "↩ Take back" in a casual game and in a league that allows it; not in a league that
// does not (the default for rated games), nor where the league cannot be read (the safe side).
import { describe, expect, it } from 'vitest';
import { applyAction, canTakeBack, replay, type GameState } from '../../src/engine/index';
import type { BotContext } from '../../src/bot/context';
import { leagueAllows, withTakeBack } from '../../src/bot/handlers/take-back';
import { parseComponentId } from '../../src/bot/custom-id';
import type { Panel } from '../../src/bot/panel/panel';
import type { GameRecord } from '../../src/store/index';
import { describeGame, gameSpec } from '../../src/verify/index';
import { finishedRecord } from '../verify/finished-game';

const FINISHED = finishedRecord(41, 3, ['taxes']);
const SPEC = gameSpec(describeGame(FINISHED));

/** The first safe sail: the record after it, and the step that led there. */
function safeStep() {
  let state = (replay(SPEC, []) as { state: GameState }).state;
  for (let i = 0; i < FINISHED.actions.length; i++) {
    const action = FINISHED.actions[i];
    const result = applyAction(state, action);
    if (!result.ok) break;
    if (action.type === 'sail' && canTakeBack(state, action, result.state, result.events)) {
      const record: GameRecord = {
        ...FINISHED,
        status: 'playing',
        state: result.state,
        actions: FINISHED.actions.slice(0, i + 1),
      };
      return { record, player: action.player, before: state, events: result.events };
    }
    state = result.state;
  }
  throw new Error('no safe sail');
}

const STEP = safeStep();
const LEAGUE = { id: 'hansa', name: 'Hansa', season: 1 };

/** A context whose league store holds the league with this setting (or nothing readable). */
function ctxWith(allowed: boolean | 'missing'): BotContext {
  const load = () =>
    Promise.resolve(
      allowed === 'missing'
        ? { ok: false, reason: 'missing' }
        : { ok: true, record: { league: { options: { takeBacksAllowed: allowed } } } },
    );
  return { leagues: { store: { load } } } as unknown as BotContext;
}

const PANEL: Panel = { content: 'panel', components: [] };
const offered = (panel: Panel) =>
  panel.components.flatMap((row) =>
    row.components.flatMap((c) => ('custom_id' in c ? [parseComponentId(c.custom_id)] : [])),
  );

describe('take-backs in league games: the league decides (issue 21)', () => {
  it('a casual game offers the take-back after a safe action (the control)', async () => {
    const panel = await withTakeBack(ctxWith(false), PANEL, STEP, 'en');
    expect(offered(panel)).toEqual([
      { game: FINISHED.id, version: (STEP.record.state as GameState).version, kind: 'tb', args: ['ask'] },
    ]);
  });

  it('a league that allows take-backs offers it', async () => {
    const record = { ...STEP.record, league: LEAGUE };
    expect(offered(await withTakeBack(ctxWith(true), PANEL, { ...STEP, record }, 'en'))).toHaveLength(1);
    expect(await leagueAllows(ctxWith(true), record)).toBe(true);
  });

  it('a league that does not allow them (the default) offers nothing, and refuses the ask', async () => {
    const record = { ...STEP.record, league: LEAGUE };
    expect(offered(await withTakeBack(ctxWith(false), PANEL, { ...STEP, record }, 'en'))).toEqual([]);
    expect(await leagueAllows(ctxWith(false), record)).toBe(false);
  });

  it('a league that cannot be read allows none', async () => {
    const record = { ...STEP.record, league: LEAGUE };
    expect(await leagueAllows(ctxWith('missing'), record)).toBe(false);
  });

  it('a game keeps the rule it opened with: a later /league edit reaches only new games (issue 37)', async () => {
    const rules = { takeBacksAllowed: true, missedDeadlines: { rule: 'defaults' as const, count: 3 } };
    const opened = { ...STEP.record, league: { ...LEAGUE, rules } };
    // The league was since edited to refuse take-backs: this game still allows them.
    expect(await leagueAllows(ctxWith(false), opened)).toBe(true);
    const closed = { ...opened, league: { ...LEAGUE, rules: { ...rules, takeBacksAllowed: false } } };
    expect(await leagueAllows(ctxWith(true), closed)).toBe(false);
    // Control: a game from before kept no rules, so the league's rule as it is now decides.
    expect(await leagueAllows(ctxWith(false), { ...STEP.record, league: LEAGUE })).toBe(false);
  });

  it('a panel with Discord’s five rows already gets no sixth', async () => {
    const full: Panel = {
      content: 'panel',
      components: Array.from({ length: 5 }, () => ({ type: 1, components: [] })),
    };
    expect((await withTakeBack(ctxWith(true), full, STEP, 'en')).components).toHaveLength(5);
  });
});
