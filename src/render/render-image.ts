// Draw, encode and describe in one call: what the bot uses.
import type { PlayerView, PublicView } from '../engine/index';
import { drawBoard } from './board/draw-board';
import { describeBoard, describeHand } from './describe';
import { encodeCanvas, type ImageFormat, type RenderedImage } from './encode/encode-canvas';
import { drawHand } from './hand/draw-hand';

export interface RenderOptions {
  /** The language of every word on the image (a Discord locale); English by default. */
  locale?: string;
  format?: ImageFormat;
}

/** An image with its description, for the attachment's alt text. */
export interface DescribedImage extends RenderedImage {
  description: string;
}

/** The public board image; takes only the public view, so it cannot show a secret. */
export async function renderBoard(
  view: PublicView,
  { locale = 'en', format }: RenderOptions = {},
): Promise<DescribedImage> {
  const image = await encodeCanvas(drawBoard(view, locale), `kogge-board-${view.version}`, format);
  return { ...image, description: describeBoard(view, locale) };
}

/** One player's hand, for an ephemeral reply to that player only. */
export async function renderHand(
  view: PlayerView,
  { locale = 'en', format }: RenderOptions = {},
): Promise<DescribedImage> {
  const image = await encodeCanvas(drawHand(view, locale), `kogge-hand-${view.version}`, format);
  return { ...image, description: describeHand(view, locale) };
}
