// Issue 28: a click deferred by a process that was then killed is answered by the next one,
// through its token while Discord keeps it: a fresh panel, with "not applied" unless the
// record lists the click among those it applied.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/ai/index';
import type { BotContext } from '../../src/bot/context';
import { postOwner } from '../../src/bot/post-message';
import { answerBody, answerPendingClicks, TOKEN_LIFE_MS } from '../../src/bot/pending-clicks';
import type { GameState } from '../../src/engine/index';
import { t } from '../../src/i18n/index';
import { type GameRecord, type PendingClick } from '../../src/store/index';
import { recordOf } from './post-fixtures';

function states(): GameState[] {
  const out: GameState[] = [];
  playRandomGame({ seed: 5, players: 2, check: false, onState: (s) => out.push(s) });
  return out;
}

const record = (state: GameState, clicks?: string[]): GameRecord => recordOf(state, { id: 'gclick', clicks });

const all = states();
const running = all[3];
/** Someone the running state awaits: their panel offers actions. */
const awaited = running.players[postOwner(running).players[0]].id;
const ended = all[all.length - 1];
const click = (userId: string, at = 0): PendingClick => ({
  id: 'i1',
  applicationId: 'app',
  token: 'secret-token',
  gameId: 'gclick',
  userId,
  locale: 'en-US',
  at,
});
const NOT_APPLIED = t('reply.notApplied', {}, 'en-US');

describe('answering a click a killed process deferred (issue 28)', () => {
  it('says "not applied" above a fresh panel of the current state when the record lacks the click', () => {
    const body = answerBody(record(running), click(awaited), false);
    expect(body.content).toContain(NOT_APPLIED);
    expect(body.components.length).toBeGreaterThan(0);
    expect(JSON.stringify(body.components)).toContain(`|${running.version}|`);
  });

  it('answers with the fresh panel alone when the click was applied', () => {
    const body = answerBody(record(running, ['i1']), click(awaited), true);
    expect(body.content).not.toContain(NOT_APPLIED);
    expect(body.components.length).toBeGreaterThan(0);
  });

  it('answers in one sentence, without a panel, when the game has ended or the clicker has no seat', () => {
    expect(answerBody(record(ended), click(ended.players[0].id), false)).toEqual({
      content: NOT_APPLIED,
      components: [],
    });
    expect(answerBody(record(ended), click(ended.players[0].id), true)).toEqual({
      content: t('reply.gameOver', {}, 'en-US'),
      components: [],
    });
    expect(answerBody(record(running), click('stranger'), false).components).toEqual([]);
    expect(answerBody(null, click('stranger'), false).content).toBe(NOT_APPLIED);
  });

  it('forgets a click whose token has expired without answering it, and never logs its token', async () => {
    const forgotten: string[] = [];
    const logged: unknown[] = [];
    const log = (...args: unknown[]) => logged.push(args);
    const ctx = {
      store: {
        listPending: () => Promise.resolve([click('u1', 0)]),
        forgetPending: (id: string) => Promise.resolve(void forgotten.push(id)),
        load: () => Promise.reject(new Error('an expired click must not be answered')),
      },
      logger: { info: log, warn: log },
    } as unknown as BotContext;
    expect(await answerPendingClicks(ctx, TOKEN_LIFE_MS + 1)).toBe(0);
    expect(forgotten).toEqual(['i1']);
    expect(JSON.stringify(logged)).not.toContain('secret-token');
  });

  it('answers a click within the token’s life, and a failure to answer is logged without the token', async () => {
    const logged: unknown[] = [];
    const log = (...args: unknown[]) => logged.push(args);
    const forgotten: string[] = [];
    const ctx = {
      store: {
        listPending: () => Promise.resolve([click('u1', 0)]),
        forgetPending: (id: string) => Promise.resolve(void forgotten.push(id)),
        load: () => Promise.reject(new Error('store down')),
      },
      logger: { info: log, warn: log },
    } as unknown as BotContext;
    // Control for the test above: a live click is attempted (and its failure logged).
    expect(await answerPendingClicks(ctx, 1000)).toBe(0);
    expect(JSON.stringify(logged)).toContain('store down');
    expect(JSON.stringify(logged)).not.toContain('secret-token');
    expect(forgotten).toEqual(['i1']);
  });
});
