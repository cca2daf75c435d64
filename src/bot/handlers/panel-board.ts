// Issue 38: the action panel carries the board as its seat sees it (its holdings, the
// face-down routes it knows) with the panel's choices lettered on the map as on its buttons.
// Drawn by the render workers from playerView(state, seat) alone, so it shows nothing that
// seat may not see; the panel is ephemeral, so no one else sees it either. A panel that shows
// the same board again (the same state, choices and language: the file's name says them)
// keeps the image it has instead of drawing and uploading it again.
import { AttachmentBuilder, type Message } from 'discord.js';
import { playerView, type GameState } from '../../engine/index';
import { t } from '../../i18n/index';
import { seatBoardName } from '../../render/pool/render-pool';
import type { GameRecord } from '../../store/index';
import { gameLabel, personalOwner } from '../board-image';
import type { BotContext } from '../context';
import type { Panel } from '../panel/panel';

/** A panel as sent: its text and buttons, and its board as a new file, or nothing new to send. */
export interface PanelWithBoard {
  content: string;
  components: Panel['components'];
  files?: AttachmentBuilder[];
  /** Set to [] to take an earlier board off a panel that now comes without one. */
  attachments?: [];
}

/**
 * `panel` with its seat's board: a new image, none where `shown` (the message the panel
 * replaces) has this very board already, or none at all where the renderer draws no seat
 * boards or the bot is too busy for optional images (then a line says so).
 */
export async function withPanelBoard(
  ctx: BotContext,
  record: GameRecord,
  player: number,
  userId: string,
  locale: string,
  panel: Panel,
  shown?: Pick<Message, 'attachments'> | null,
): Promise<PanelWithBoard> {
  const { content, components } = panel;
  const draw = ctx.renders.seatBoard?.bind(ctx.renders);
  if (!draw) return { content, components };
  const state = record.state as GameState;
  const choices = panel.choices ?? [];
  const name = `${seatBoardName(state.version, choices, locale)}.`;
  if (shown?.attachments?.some((a) => a.name.startsWith(name))) return { content, components };
  // Issue 27: the picture is optional (the buttons and text say the same); under a backlog it is left out.
  if (ctx.overload.shedOptional()) {
    const busy = t('panel.busyNoImage', {}, locale);
    return { content: `${content}\n${busy}`.slice(0, 2000), components, attachments: [] };
  }
  const image = await draw(playerView(state, player), locale, {
    label: gameLabel(record),
    choices,
    owner: personalOwner(record, userId),
  });
  const file = new AttachmentBuilder(image.data, { name: image.fileName, description: image.description });
  return { content, components, files: [file] };
}
