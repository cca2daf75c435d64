// The board images the bot sends: the game named as players know it (its thread is called
// "Kogge <id>", so the image says the same id, never the state version), drawn in the
// asked layout, with the renderer's description as the attachment's alt text.
import { AttachmentBuilder } from 'discord.js';
import { publicView, type GameState } from '../engine/index';
import type { BoardLayout } from '../render/index';
import type { GameRecord } from '../store/index';
import type { BotContext } from './context';
import type { Owner } from './fair/owner';

/** The game's name on its images: the id its thread is named after. */
export function gameLabel(record: GameRecord): string {
  return record.id;
}

/**
 * Whose turn an image drawn for one person waits for at the render workers: the game and the
 * person, so a crowd's burst of images in a game takes turns with that game's public board
 * instead of queueing in front of it (issue 20).
 */
export function personalOwner(record: GameRecord, userId: string): Owner {
  return { server: record.guildId, game: `${record.id}/${userId}` };
}

/** A board drawn for the person who asked (the phone board, /kogge board). */
export async function boardAttachment(
  ctx: BotContext,
  record: GameRecord,
  locale: string,
  layout: BoardLayout,
  userId: string,
): Promise<AttachmentBuilder> {
  const view = publicView(record.state as GameState);
  const owner = personalOwner(record, userId);
  const image = await ctx.renders.board(view, locale, { layout, label: gameLabel(record), owner });
  return new AttachmentBuilder(image.data, { name: image.fileName, description: image.description });
}
