// Named preconditions of commands and buttons (Sapphire's idea): each looks at one thing and
// returns its value or the refusal the asker is told, so a handler composes the ones it needs
// instead of writing "load, check seat, check running" again.
import {
  PermissionFlagsBits,
  type MessageComponentInteraction,
  type PermissionsBitField,
  type RepliableInteraction,
} from 'discord.js';
import type { GameState } from '../engine/index';
import { seatOfUser, type GameRecord } from '../store/index';
import type { MessageKey, ParamsArg } from '../i18n/index';
import { onRightMessage } from './click-target';
import type { BotContext } from './context';
import { gameHere } from './game-here';
import { loadRecord } from './records';
import { isForfeited } from './seat-handover';
import { ok, refused, type Result } from './result';

/** The running game of the channel or thread the interaction came from: its id. */
export async function gameInChannel(
  ctx: BotContext,
  interaction: RepliableInteraction,
): Promise<Result<string>> {
  const id = await gameHere(ctx, interaction.guildId, interaction.channelId ?? '');
  return id ? ok(id) : refused('reply.noGame');
}

/** The game's stored record; a missing or damaged one is refused (and the damage logged). */
export function storedGame(ctx: BotContext, gameId: string): Promise<Result<GameRecord>> {
  return loadRecord(ctx, gameId);
}

/** The game here, loaded: `gameInChannel` then `storedGame`. */
export async function storedGameHere(
  ctx: BotContext,
  interaction: RepliableInteraction,
): Promise<Result<GameRecord>> {
  const id = await gameInChannel(ctx, interaction);
  return id.ok ? storedGame(ctx, id.value) : id;
}

/** The asker's seat in a started game, with its state. */
export function seatedPlayer(
  record: GameRecord,
  userId: string,
): Result<{ state: GameState; player: number }> {
  const player = seatOfUser(record.seats, userId);
  return record.state && player >= 0 ? ok({ state: record.state, player }) : refused('reply.notPlayer');
}

/** A game past its lobby: its state. */
export function gameStarted(record: GameRecord): Result<GameState> {
  return record.state ? ok(record.state) : refused('reply.notInLobby');
}

/** A game whose play has not ended (K-80 and the end of the game: nothing more is owed). */
export function stillPlaying(state: GameState): Result<GameState> {
  return state.phase.kind === 'ended' ? refused('reply.gameOver') : ok(state);
}

/** A record neither ended nor abandoned; `key` is the command's own sentence for it. */
export function notFinished(
  record: GameRecord,
  key: 'deadline.gameOver' | 'reply.gameOver' = 'reply.gameOver',
): Result<GameRecord> {
  return record.status === 'ended' || record.status === 'abandoned' ? refused(key) : ok(record);
}

/** The asker's seat in the stored game while it is played: `storedGame`, `seatedPlayer`, `stillPlaying`. */
export async function seatInPlay(
  ctx: BotContext,
  gameId: string,
  userId: string,
): Promise<Result<{ record: GameRecord; state: GameState; player: number }>> {
  const record = await storedGame(ctx, gameId);
  if (!record.ok) return record;
  const seat = seatedPlayer(record.value, userId);
  if (!seat.ok) return seat;
  const playing = stillPlaying(seat.value.state);
  return playing.ok ? ok({ record: record.value, ...seat.value }) : playing;
}

/**
 * Issue 23: a seat forfeited under the league's missed-deadline rule is the computer's to the
 * end; its person neither acts for it nor asks on its behalf (a panel, a hint).
 */
export function notForfeited<T extends { record: GameRecord; player: number }>(seat: T): Result<T> {
  return isForfeited(seat.record, seat.player) ? refused('reply.seatForfeited') : ok(seat);
}

/** A game still in its lobby (join, leave, a computer player, start). */
export function inLobby(record: GameRecord): Result<GameRecord> {
  return record.status === 'lobby' ? ok(record) : refused('reply.notInLobby');
}

/** The game's host; `key` and `params`: the sentence the asker is told otherwise. */
export function theHost<K extends MessageKey>(
  record: Pick<GameRecord, 'hostId'>,
  userId: string,
  key: K,
  ...params: ParamsArg<K>
): Result<string> {
  return userId === record.hostId ? ok(userId) : refused(key, ...params);
}

/**
 * The game's host, or a member who may manage the server (abandoning a game, its deadline,
 * another's seat); `key` and `params`: the sentence the asker is told otherwise.
 */
export function hostOrAdmin<K extends MessageKey>(
  record: Pick<GameRecord, 'hostId'>,
  userId: string,
  permissions: Readonly<PermissionsBitField> | null,
  key: K,
  ...params: ParamsArg<K>
): Result<string> {
  return isHostOrAdmin(record, userId, permissions) ? ok(userId) : refused(key, ...params);
}

/** Whether `userId` is the game's host or a member who may manage the server. */
export function isHostOrAdmin(
  record: Pick<GameRecord, 'hostId'>,
  userId: string,
  permissions: Readonly<PermissionsBitField> | null,
): boolean {
  return userId === record.hostId || (permissions?.has(PermissionFlagsBits.ManageGuild) ?? false);
}

/**
 * The click came from a message of the kind its id is answered on (click-target.ts): a
 * panel's id edits only an ephemeral panel, so a public post never becomes a private panel.
 */
export function rightKindOfMessage(
  interaction: MessageComponentInteraction,
  kind: string,
  args: readonly string[] = [],
): Result<MessageComponentInteraction> {
  return onRightMessage(interaction, kind, args) ? ok(interaction) : refused('reply.notUnderstood');
}
