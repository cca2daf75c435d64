// Issue 42: every kind of deferred interaction a killed process left "thinking" is answered by
// the next one in kind: "Act" with a fresh panel (never "not applied": it applies nothing),
// `/kogge new` with where its lobby is or that it did not open, any other with one sentence.
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../src/ai/index';
import { postOwner } from '../../src/bot/post-message';
import { pendingBody } from '../../src/bot/pending-answers';
import type { GameState } from '../../src/engine/index';
import { plural, t } from '../../src/i18n/index';
import type { GameRecord, PendingClick } from '../../src/store/index';
import { recordOf } from './post-fixtures';

const all: GameState[] = [];
playRandomGame({ seed: 5, players: 2, check: false, onState: (s) => all.push(s) });
const running = all[3];
const awaited = running.players[postOwner(running).players[0]].id;
const NOT_APPLIED = t('reply.notApplied', {}, 'en-US');

const note = (fields: Partial<PendingClick>): PendingClick => ({
  id: 'i1',
  applicationId: 'app',
  token: 'tok',
  userId: awaited,
  locale: 'en-US',
  at: 0,
  ...fields,
});
const facts = (record: GameRecord | null) => ({ record, applied: false, hints: false });

describe('issue 42: a deferred interaction answered after a restart, by its kind', () => {
  it('"Act": a fresh panel of the current state, without "not applied"', () => {
    const body = pendingBody(
      note({ kind: 'act', gameId: 'gclick' }),
      facts(recordOf(running, { id: 'gclick' })),
    );
    expect(body.content).not.toContain(NOT_APPLIED);
    expect(JSON.stringify(body.components)).toContain(`|${running.version}|`);
  });

  it('control: a `do` click (and an old note without a kind) still says "not applied" when not applied', () => {
    const record = recordOf(running, { id: 'gclick' });
    expect(pendingBody(note({ kind: 'do', gameId: 'gclick' }), facts(record)).content).toContain(NOT_APPLIED);
    expect(pendingBody(note({ gameId: 'gclick' }), facts(record)).content).toContain(NOT_APPLIED);
  });

  it('`/kogge new` whose game was saved: the lobby thread, as the first answer would have said', () => {
    const lobby: GameRecord = {
      ...recordOf(running, { id: 'gnew' }),
      status: 'lobby',
      channelId: 'thread-1',
    };
    const body = pendingBody(note({ kind: 'new', gameId: 'gnew', channelId: 'tavern' }), facts(lobby));
    const host = lobby.seats[0].name;
    // Its seats are all taken (the fixture seats two of two): "join it" is not said (issue 38).
    expect(lobby.seats).toHaveLength(lobby.settings.players);
    expect(body).toEqual({
      content: plural(
        'new.opened.full',
        lobby.settings.players,
        { host, thread: '<#thread-1>' },
        lobby.locale,
      ),
      components: [],
    });
  });

  it('`/kogge new` played in the channel itself: the sentence that says so', () => {
    const lobby: GameRecord = { ...recordOf(running, { id: 'gnew' }), status: 'lobby', channelId: 'tavern' };
    const body = pendingBody(note({ kind: 'new', gameId: 'gnew', channelId: 'tavern' }), facts(lobby));
    expect(body.content).toBe(t('new.inChannel', {}, lobby.locale));
  });

  it('`/kogge new` killed before its game was saved: a sentence that it did not open, in the asker’s language', () => {
    const body = pendingBody(note({ kind: 'new', channelId: 'tavern', locale: 'de' }), facts(null));
    expect(body).toEqual({ content: t('new.restartedNotOpened', {}, 'de'), components: [] });
    expect(body.content).not.toBe(t('new.restartedNotOpened', {}, 'en-US'));
  });

  it('any other command: "I restarted … please try again" in the asker’s language', () => {
    for (const locale of ['en-US', 'de', 'fr', 'it'])
      expect(pendingBody(note({ kind: 'command', locale }), facts(null))).toEqual({
        content: t('reply.restarted', {}, locale),
        components: [],
      });
  });
});
