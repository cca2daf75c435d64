// The board images the bot sends: the game named as players know it (its thread is called
// "Kogge <id>", so the image says the same id, never the state version), drawn in the
// asked layout, with the renderer's description as the attachment's alt text.
import { AttachmentBuilder } from 'discord.js';
import { publicView, type GameState } from '../engine/index';
import type { BoardLayout } from '../render/index';
import type { GameRecord } from '../store/index';
import type { BotContext } from './context';

/** The game's name on its images: the id its thread is named after. */
export function gameLabel(record: GameRecord): string {
  return record.id;
}

export async function boardAttachment(
  ctx: BotContext,
  record: GameRecord,
  locale: string,
  layout: BoardLayout = 'board',
): Promise<AttachmentBuilder> {
  const view = publicView(record.state as GameState);
  const owner = { server: record.guildId, game: record.id };
  const image = await ctx.renders.board(view, locale, { layout, label: gameLabel(record), owner });
  return new AttachmentBuilder(image.data, { name: image.fileName, description: image.description });
}
