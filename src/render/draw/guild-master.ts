// The guild master (the large wooden figure) and the "game ends" marker.
import { THEME } from '../theme';
import { centredText, roundRect, type Ctx, fillAndStroke } from './context';
import { say } from './words';

/** A tall pawn in gold with "GM" on its body. */
export function guildMasterIcon(ctx: Ctx, x: number, y: number, size: number): void {
  const s = size / 36;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(s, s);
  ctx.beginPath();
  ctx.arc(0, -11, 6.5, 0, Math.PI * 2);
  ctx.moveTo(-6, -4);
  ctx.lineTo(6, -4);
  ctx.lineTo(11, 16);
  ctx.quadraticCurveTo(0, 19, -11, 16);
  ctx.closePath();
  fillAndStroke(ctx, THEME.guildMaster, THEME.ink, 1.8);
  ctx.restore();
  centredText(ctx, say(ctx, 'board.piece.guildMaster'), x, y + 7 * s, 9 * s, THEME.ink);
}

/** The "game ends" marker: a dark tag reading END. */
export function endMarkerIcon(ctx: Ctx, x: number, y: number, size: number): void {
  const w = size * 1.5;
  const h = size * 0.75;
  roundRect(ctx, x - w / 2, y - h / 2, w, h, 3);
  fillAndStroke(ctx, THEME.ink, '#ffffff', 1.5);
  centredText(ctx, say(ctx, 'board.piece.end'), x, y, h * 0.62, '#ffffff');
}
