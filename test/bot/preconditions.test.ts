// Issue 22: the named preconditions (src/bot/preconditions.ts) the converted commands and
// buttons compose (/kogge log, /kogge game deadline, /kogge game export, My hand, the phone
// board, the hint) refuse with the same sentences they told before, and pass the value on.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import {
  MessageFlags,
  PermissionFlagsBits,
  PermissionsBitField,
  type MessageComponentInteraction,
} from 'discord.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RepliableInteraction } from 'discord.js';
import type { BotContext } from '../../src/bot/context';
import { showHint } from '../../src/bot/handlers/hint';
import {
  gameInChannel,
  gameStarted,
  hostOrAdmin,
  inLobby,
  notFinished,
  notForfeited,
  rightKindOfMessage,
  seatedPlayer,
  seatInPlay,
  stillPlaying,
  storedGame as storedGameOf,
  storedGameHere,
  theHost,
} from '../../src/bot/preconditions';
import type { Result } from '../../src/bot/result';
import { t, tStored } from '../../src/i18n/index';
import { KeyvGameStore, type GameRecord } from '../../src/store/index';
import { storedGame } from '../store/stored-game';

/** The sentence a refused result tells, in English; undefined when it passed. */
const told = (result: Result<unknown>) =>
  result.ok ? undefined : tStored(result.refusal.key, result.refusal.params);

describe('preconditions: the refusal sentences of the converted commands are unchanged (issue 22)', () => {
  let store: KeyvGameStore;
  let ctx: BotContext;
  let record: GameRecord;
  beforeEach(async () => {
    store = KeyvGameStore.open(join(mkdtempSync(join(tmpdir(), 'kogge-pre-')), 'kogge.sqlite'));
    ctx = { store, logger: pino({ level: 'silent' }) } as unknown as BotContext;
    record = (await store.saveIfVersion(storedGame('a1'), -1))!;
  });
  afterEach(() => store.close());

  const asked = (channelId: string, guildId: string | null = 'g1') =>
    ({ guildId, channelId }) as Parameters<typeof gameInChannel>[1];

  it('the game here: found by its channel; elsewhere, or outside a server, "no game here"', async () => {
    expect(await gameInChannel(ctx, asked('c-a1'))).toEqual({ ok: true, value: 'a1' });
    const none = 'There is no Kogge game in this channel or thread.';
    expect(told(await gameInChannel(ctx, asked('elsewhere')))).toBe(none);
    expect(told(await gameInChannel(ctx, asked('c-a1', null)))).toBe(none);
    expect(told(await storedGameHere(ctx, asked('elsewhere')))).toBe(none);
    const here = await storedGameHere(ctx, asked('c-a1'));
    expect(here.ok && here.value.id).toBe('a1');
  });

  it('a stored game: loaded; a missing one "no longer exists", a damaged one is refused as damaged', async () => {
    const loaded = await storedGameOf(ctx, 'a1');
    expect(loaded.ok && loaded.value.version).toBe(record.version);
    expect(told(await storedGameOf(ctx, 'gone'))).toBe('This game no longer exists.');
    // A record that fails its schema, as the store reports it.
    const damaged = {
      store: { load: () => Promise.resolve({ ok: false, reason: 'invalid', problem: 'planted' }) },
      logger: pino({ level: 'silent' }),
    } as unknown as BotContext;
    expect(told(await storedGameOf(damaged, 'bad'))).toBe(
      "This game's stored record is damaged, so it cannot be played.",
    );
  });

  it('a seated player: their seat and the state; a spectator is told they do not play', () => {
    const seat = seatedPlayer(record, 'u2');
    expect(seat.ok && seat.value.player).toBe(1);
    expect(told(seatedPlayer(record, 'u9'))).toBe(
      'You are not playing in this game; you may look at the board and the log.',
    );
    expect(told(seatedPlayer({ ...record, state: null }, 'u1'))).toBe(
      'You are not playing in this game; you may look at the board and the log.',
    );
  });

  it('a started game, a game still playing, a record not finished: each refused with its own sentence', () => {
    expect(gameStarted(record).ok).toBe(true);
    expect(told(gameStarted({ ...record, state: null }))).toBe('This game has already started.');
    const state = record.state!;
    expect(stillPlaying(state).ok).toBe(true);
    expect(told(stillPlaying({ ...state, phase: { kind: 'ended' } as typeof state.phase }))).toBe(
      'This game is over.',
    );
    expect(notFinished(record).ok).toBe(true);
    expect(told(notFinished({ ...record, status: 'ended' }, 'deadline.gameOver'))).toBe(
      'This game is over: it needs no deadline.',
    );
    expect(told(notFinished({ ...record, status: 'abandoned' }))).toBe('This game is over.');
  });
});

describe('seatInPlay: the panel and the hint compose the game, the seat and the play (issue 22)', () => {
  let store: KeyvGameStore;
  let ctx: BotContext;
  beforeEach(async () => {
    store = KeyvGameStore.open(join(mkdtempSync(join(tmpdir(), 'kogge-pre-')), 'kogge.sqlite'));
    ctx = { store, logger: pino({ level: 'silent' }) } as unknown as BotContext;
    await store.saveIfVersion(storedGame('a1'), -1);
  });
  afterEach(() => store.close());

  it('passes a seated player of a game in play, and refuses in order: gone, not seated, over', async () => {
    const seat = await seatInPlay(ctx, 'a1', 'u1');
    expect(seat.ok && [seat.value.record.id, seat.value.player]).toEqual(['a1', 0]);
    expect(told(await seatInPlay(ctx, 'gone', 'u1'))).toBe('This game no longer exists.');
    expect(told(await seatInPlay(ctx, 'a1', 'u9'))).toBe(
      'You are not playing in this game; you may look at the board and the log.',
    );
    const saved = (await store.load('a1')) as { ok: true; record: GameRecord };
    const state = saved.record.state!;
    const ended = { ...saved.record, state: { ...state, phase: { kind: 'ended' } as typeof state.phase } };
    // The stored record as the store hands it back once play has ended.
    const over = {
      store: { load: () => Promise.resolve({ ok: true, record: ended }) },
      logger: pino({ level: 'silent' }),
    } as unknown as BotContext;
    expect(told(await seatInPlay(over, 'a1', 'u1'))).toBe('This game is over.');
  });
});

describe('a forfeited seat asks for nothing: the hint refuses it with the forfeit sentence (issue 23)', () => {
  let store: KeyvGameStore;
  let ctx: BotContext;
  const FORFEITED =
    'You forfeited this league game by missing its deadlines: a computer player finishes your seat. You may still look at the board and the log.';
  const league = { id: 'cup', name: 'Cup', season: 1 };
  beforeEach(async () => {
    store = KeyvGameStore.open(join(mkdtempSync(join(tmpdir(), 'kogge-pre-')), 'kogge.sqlite'));
    const coach = () => Promise.reject(new Error('a refused hint must not reach the coach'));
    ctx = { store, logger: pino({ level: 'silent' }), computers: { coach } } as unknown as BotContext;
    const game = storedGame('a1');
    await store.saveIfVersion({ ...game, league, forfeits: [0] }, -1);
  });
  afterEach(() => store.close());

  /** What `userId` is told when asking for a hint (the button or /kogge hint). */
  const hintFor = async (userId: string): Promise<string[]> => {
    const said: string[] = [];
    const interaction = {
      user: { id: userId },
      locale: 'en-US',
      deferred: false,
      replied: false,
      reply: (payload: { content: string }) => Promise.resolve(void said.push(payload.content)),
    } as unknown as RepliableInteraction;
    await showHint(ctx, interaction, 'a1');
    return said;
  };

  it('notForfeited passes a seat not forfeited and refuses a forfeited one', async () => {
    const seat = await seatInPlay(ctx, 'a1', 'u2');
    expect(seat.ok && notForfeited(seat.value).ok).toBe(true);
    const forfeited = await seatInPlay(ctx, 'a1', 'u1');
    expect(forfeited.ok && told(notForfeited(forfeited.value))).toBe(FORFEITED);
  });

  it('a forfeited person asking for a hint is told the seat is forfeited, not that hints are off', async () => {
    expect(await hintFor('u1')).toEqual([FORFEITED]);
    // Control: the other player of the same league game hears the league's own refusal.
    expect(await hintFor('u2')).toEqual(['Hints are off in league games: every move there is your own.']);
  });
});

describe('the host, an admin, the lobby and the right kind of message (issue 22)', () => {
  const record = storedGame('a1');
  const manage = new PermissionsBitField(PermissionFlagsBits.ManageGuild);
  const others = new PermissionsBitField(PermissionFlagsBits.ManageMessages);

  it('the host or an admin: the host and a member who may manage the server pass; anyone else is told the key given', () => {
    expect(hostOrAdmin(record, 'u1', null, 'deadline.denied', { host: 'Ada' })).toEqual({
      ok: true,
      value: 'u1',
    });
    expect(hostOrAdmin(record, 'u2', manage, 'deadline.denied', { host: 'Ada' }).ok).toBe(true);
    expect(told(hostOrAdmin(record, 'u2', others, 'deadline.denied', { host: 'Ada' }))).toBe(
      t('deadline.denied', { host: 'Ada' }),
    );
    expect(told(hostOrAdmin(record, 'u2', null, 'seat.denied', { host: 'Ada' }))).toBe(
      t('seat.denied', { host: 'Ada' }),
    );
  });

  it("the host alone (the lobby's Start and its computer player): anyone else is told the key given", () => {
    expect(theHost(record, 'u1', 'reply.hostOnly', { host: 'Ada' }).ok).toBe(true);
    expect(told(theHost(record, 'u2', 'reply.hostOnly', { host: 'Ada' }))).toBe(
      'Only the host, Ada, can start the game.',
    );
  });

  it('a game in its lobby: passes; a started one is refused', () => {
    expect(inLobby({ ...record, status: 'lobby', state: null }).ok).toBe(true);
    expect(told(inLobby(record))).toBe(t('reply.notInLobby'));
  });

  /** A click on a message that carries its id, ephemeral or public. */
  const clicked = (customId: string, ephemeral: boolean, onMessage = true) =>
    ({
      customId,
      message: {
        resolveComponent: (id: string) => (onMessage && id === customId ? {} : null),
        flags: { has: (flag: number) => ephemeral && flag === MessageFlags.Ephemeral },
      },
    }) as unknown as MessageComponentInteraction;

  it('the right kind of message: a panel id on a public post is refused, so the post never becomes a panel', () => {
    expect(rightKindOfMessage(clicked('k|g1|3|do', true), 'do').ok).toBe(true);
    expect(told(rightKindOfMessage(clicked('k|g1|3|do', false), 'do'))).toBe(t('reply.notUnderstood'));
    // The lobby's buttons edit the public lobby only; "Act" answers anywhere with a new message.
    expect(rightKindOfMessage(clicked('k|g1|3|join', false), 'join').ok).toBe(true);
    expect(told(rightKindOfMessage(clicked('k|g1|3|join', true), 'join'))).toBe(t('reply.notUnderstood'));
    expect(rightKindOfMessage(clicked('k|g1|3|act', false), 'act').ok).toBe(true);
  });

  it('control: an id not on the clicked message is refused whatever its kind (a forged click)', () => {
    expect(rightKindOfMessage(clicked('k|g1|3|act', false, false), 'act').ok).toBe(false);
    expect(rightKindOfMessage(clicked('k|g1|3|do', true, false), 'do').ok).toBe(false);
  });
});
