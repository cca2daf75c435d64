// Issue 23: a reminder DM Discord refuses (50007) is kept in the person's settings, so a
// restarted bot (a new Reminders on the same settings store) does not try it again; asking
// for DM reminders again lets it try once more.
import { DiscordAPIError, RESTJSONErrorCodes } from 'discord.js';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { playRandomGame } from '../../../src/ai/index';
import type { GameState } from '../../../src/engine/index';
import type { BotContext } from '../../../src/bot/context';
import { Reminders } from '../../../src/bot/reminders';
import { KeyvUserSettingsStore, type GameRecord } from '../../../src/store/index';
import { recordOf } from '../post-fixtures';

function leagueRecord(): GameRecord {
  let first: GameState | null = null;
  playRandomGame({ seed: 5, players: 2, check: false, onState: (s) => (first ??= s) });
  if (!first) throw new Error('no state');
  const record = recordOf(first, { updatedAt: Date.now(), league: { id: 'owls', name: 'Owls', season: 1 } });
  return { ...record, settings: { ...record.settings, deadlineMinutes: 60 } };
}

/** A bot's context as the reminders use it: a thread that takes posts, DMs Discord refuses. */
function botWith(userSettings: KeyvUserSettingsStore, dmsClosed: boolean) {
  const dms: string[] = [];
  const channel = { isSendable: () => true, isThread: () => true, send: () => Promise.resolve({}) };
  const ctx = {
    userSettings,
    logger: pino({ level: 'silent' }),
    client: {
      channels: { fetch: () => Promise.resolve(channel) },
      users: {
        send: (userId: string) => {
          dms.push(userId);
          if (!dmsClosed) return Promise.resolve({});
          const raw = { code: RESTJSONErrorCodes.CannotSendMessagesToThisUser, message: 'Cannot send' };
          return Promise.reject(new DiscordAPIError(raw, raw.code, 403, 'POST', '/channels', {}));
        },
      },
    },
  } as unknown as BotContext;
  return { reminders: new Reminders(() => ctx), dms };
}

describe('a refused reminder DM (50007) is kept across a restart (issue 23)', () => {
  it('is tried once, noted in the settings, and not tried again by the restarted bot', async () => {
    const settings = KeyvUserSettingsStore.inMemory();
    await settings.update('bob', { dmReminders: true });
    const record = leagueRecord();
    const first = botWith(settings, true);
    await first.reminders.send(record, 'half', ['bob']);
    await first.reminders.idle();
    expect(first.dms).toEqual(['bob']);
    expect(await settings.get('bob')).toMatchObject({ dmReminders: true, dmRefused: true });
    const restarted = botWith(settings, true);
    await restarted.reminders.send(record, 'soon', ['bob']);
    await restarted.reminders.idle();
    expect(restarted.dms).toEqual([]);
  });

  it('control: without the note, the restarted bot tries again; asking again clears it', async () => {
    const settings = KeyvUserSettingsStore.inMemory();
    await settings.update('bob', { dmReminders: true, dmRefused: true });
    // What /kogge settings reminders:true stores: the bot may try once more.
    await settings.update('bob', { dmReminders: true, dmRefused: false });
    const restarted = botWith(settings, false);
    await restarted.reminders.send(leagueRecord(), 'half', ['bob']);
    await restarted.reminders.idle();
    expect(restarted.dms).toEqual(['bob']);
  });

  it('an old stored record without the field reads as not refused', async () => {
    const settings = KeyvUserSettingsStore.inMemory();
    await settings.update('alice', { dmReminders: true });
    expect((await settings.get('alice')).dmRefused).toBeUndefined();
  });
});
