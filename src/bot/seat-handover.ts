// K-80: a person's seat handed to a computer player while they are away, and given back when
// they return (by /kogge game seat, or by acting in the game themself). The seat keeps its user;
// `standIn` names the computer player's level. The thread hears of every hand-over.
import { tStored, type MessageKey, type ParamsArg } from '../i18n/index';
import { standInClosed, standInOpened, type GameRecord, type Seat, type SeatLevel } from '../store/index';
import { mentionOnly, type BotContext } from './context';
import { send } from './channel-posts';
import { nameText } from './name-text';

/** The seats with `index` played by a computer player of `level`, or by its person again (null). */
export function withStandIn(seats: readonly Seat[], index: number, level: SeatLevel | null): Seat[] {
  return seats.map((seat, i) => {
    if (i !== index || seat.kind !== 'human') return seat;
    const { standIn: _old, ...person } = seat;
    return level ? { ...person, standIn: level } : person;
  });
}

/**
 * The record with seat `index` handed to a computer player of `level`, and the seat noted as
 * assisted for good (issue 37): giving it back later does not make the game its person's alone.
 */
export function handedOver(record: GameRecord, index: number, level: SeatLevel): GameRecord {
  const assisted = [...new Set([...(record.assisted ?? []), index])].sort((a, b) => a - b);
  return {
    ...record,
    seats: withStandIn(record.seats, index, level),
    assisted,
    // Issue 38: from the next action on, the seat's decisions are the computer player's.
    standIns: standInOpened(record, index, level),
  };
}

/** The record with seat `index` played by its person again, from the next action on (issue 38). */
export function givenBack(record: GameRecord, index: number): GameRecord {
  return { ...record, seats: withStandIn(record.seats, index, null), standIns: standInClosed(record, index) };
}

/** Whether a computer player plays this person's seat now. */
export function isHandedOver(record: GameRecord, index: number): boolean {
  const seat = record.seats[index];
  return seat?.kind === 'human' && seat.standIn !== undefined;
}

/** Issue 23: the league's missed-deadline rule forfeited this seat; a computer player finishes it. */
export function isForfeited(record: GameRecord, index: number): boolean {
  return (record.forfeits ?? []).includes(index);
}

/** A public sentence in the game's thread, pinging nobody. */
export async function announce<K extends MessageKey>(
  ctx: BotContext,
  record: GameRecord,
  key: K,
  ...params: ParamsArg<K>
): Promise<void> {
  await send(ctx, record.channelId, {
    content: tStored(key, params[0], record.locale),
    allowedMentions: mentionOnly(),
  });
}

/** The player acted themself: the thread hears they are back (after the save, beside the board). */
export function announceReturn(ctx: BotContext, record: GameRecord, index: number): void {
  const player = nameText(record.seats[index]?.name ?? '?');
  announce(ctx, record, 'seat.back.public', { player }).catch((error: unknown) =>
    ctx.logger.warn({ game: record.id, err: String(error) }, 'could not announce a returning player'),
  );
}
