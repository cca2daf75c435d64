// Draw and encode in one call: what the bot uses.
import type { PlayerView, PublicView } from '../engine/index';
import { drawBoard } from './board/draw-board';
import { encodeCanvas, type ImageFormat, type RenderedImage } from './encode/encode-canvas';
import { drawHand } from './hand/draw-hand';

export interface RenderOptions {
  /** The language of every word on the image (a Discord locale); English by default. */
  locale?: string;
  format?: ImageFormat;
}

/** The public board image; takes only the public view, so it cannot show a secret. */
export function renderBoard(view: PublicView, { locale, format }: RenderOptions = {}): Promise<RenderedImage> {
  return encodeCanvas(drawBoard(view, locale), `kogge-board-${view.version}`, format);
}

/** One player's hand, for an ephemeral reply to that player only. */
export function renderHand(view: PlayerView, { locale, format }: RenderOptions = {}): Promise<RenderedImage> {
  return encodeCanvas(drawHand(view, locale), `kogge-hand-${view.version}`, format);
}
