// Issue 21's take-back request in the thread, through issue 28's outbox: the ask is saved
// together with the request it owes (`messages.notices`, offer-outbox.ts), and the next
// publication sends it, pinging the players whose answer it awaits, with Accept and Refuse.
// A kill between the save and the send leaves it owed for start-up; a kill between the send
// and its mark leaves it in the thread, where start-up finds it (offer-notice-repair.ts) by
// its buttons, which carry the game and the version it was asked at, so it is not sent twice.
// A request that no longer stands (answered, or the game moved on) is not sent late, and one
// found in the thread loses its buttons.
import { ButtonStyle, type Message } from 'discord.js';
import type { GameState } from '../engine/index';
import { en, joinNames, t, type MessageKey } from '../i18n/index';
import type { GameRecord, OfferNotice } from '../store/index';
import { mentionOnly, type BotContext } from './context';
import { componentId } from './custom-id';
import { edit, send } from './channel-posts';
import { isUnknownMessage } from './discord-errors';
import { nameText } from './name-text';
import { button, buttonRows } from './panel/components';
import { standingAsk } from './take-back-request';

export type TakeBackNotice = Extract<OfferNotice, { kind: 'takeBack' }>;

/** Whether the request still stands: the same ask, at the same version, not yet settled. */
export function stillStands(record: GameRecord, notice: TakeBackNotice): boolean {
  const ask = standingAsk(record);
  return ask?.version === notice.version && ask.player === notice.asker;
}

/** Sends the request if it still stands; a request that lapsed unseen is not said late. */
export async function sendRequest(
  ctx: BotContext,
  record: GameRecord,
  notice: TakeBackNotice,
): Promise<void> {
  if (!stillStands(record, notice)) return;
  const state = record.state as GameState;
  const locale = record.locale;
  const awaited = notice.awaited.map((p) => state.players[p].id);
  const src = { gameId: record.id, version: notice.version };
  const kind = kindName(record.actions.at(-1)?.type ?? 'any', locale);
  await send(ctx, record.channelId, {
    content: t(
      'takeBack.request',
      {
        asker: nameText(state.players[notice.asker].name),
        kind,
        awaited: joinNames(
          awaited.map((u) => `<@${u}>`),
          locale,
        ),
      },
      locale,
    ),
    components: buttonRows([
      button(src, t('takeBack.accept', {}, locale), 'tb', ['yes'], ButtonStyle.Success),
      button(src, t('takeBack.refuse', {}, locale), 'tb', ['no'], ButtonStyle.Danger),
    ]),
    allowedMentions: mentionOnly(awaited),
  });
}

/** Is `message` this request? Its Accept button names the game and the version asked at. */
export function isRequest(
  message: Pick<Message, 'components'>,
  record: GameRecord,
  notice: TakeBackNotice,
): boolean {
  const accept = componentId({ game: record.id, version: notice.version, kind: 'tb', args: ['yes'] });
  // Fetched rows are discord.js objects, sent ones plain data: both serialise to the API's shape.
  return JSON.stringify(message.components).includes(JSON.stringify(accept));
}

/** A request found sent after a kill that no longer stands: its buttons go, its words stay. */
export async function closeRequest(ctx: BotContext, record: GameRecord, messageId: string): Promise<void> {
  try {
    await edit(ctx, record.channelId, messageId, { components: [], allowedMentions: mentionOnly() });
  } catch (error) {
    // Someone deleted it: nothing left to correct.
    if (!isUnknownMessage(error)) throw error;
  }
}

type KindKey = Extract<MessageKey, `takeBack.kind.${string}`>;

/** An action's kind in words: only its kind, never what was chosen. */
export function kindName(type: string, locale: string): string {
  const key = `takeBack.kind.${type}`;
  return t((key in en ? key : 'takeBack.kind.any') as KindKey, {}, locale);
}
