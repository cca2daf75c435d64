// Player tokens: every piece a player owns carries their letter (R, G, B, Y in English, from
// the catalogue) as well as their colour, for colour-blind players.
import type { Color } from '../../engine/view';
import { PLAYER_STYLE, THEME } from '../theme';
import { centredText, roundRect, type Ctx, fillAndStroke } from './context';
import { colorLetter } from './words';

/** A player's order-of-play chit, a square plate `size` across with its number on it. */
export function orderChitPlate(
  ctx: Ctx,
  chit: number,
  at: { x: number; y: number; size: number; font: number },
  colours: { plate: string; figure: string },
): void {
  roundRect(ctx, at.x, at.y - at.size / 2, at.size, at.size, 4);
  ctx.fillStyle = colours.plate;
  ctx.fill();
  centredText(ctx, String(chit), at.x + at.size / 2, at.y, at.font, colours.figure);
}

/** A round badge with the player's letter. */
export function playerBadge(ctx: Ctx, color: Color, x: number, y: number, size: number): void {
  const style = PLAYER_STYLE[color];
  ctx.beginPath();
  ctx.arc(x, y, size / 2, 0, Math.PI * 2);
  fillAndStroke(ctx, style.fill, THEME.ink, 1.5);
  centredText(ctx, colorLetter(ctx, color), x, y, size * 0.62, style.text);
}

/** A cog: hull, mast and a square sail in the player's colour carrying their letter. */
export function cogIcon(ctx: Ctx, color: Color, x: number, y: number, size: number): void {
  const style = PLAYER_STYLE[color];
  const s = size / 32;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(s, s);
  // Hull: the cog's high, rounded stern and stem.
  ctx.beginPath();
  ctx.moveTo(-16, 4);
  ctx.lineTo(16, 4);
  ctx.quadraticCurveTo(13, 14, 8, 15);
  ctx.lineTo(-8, 15);
  ctx.quadraticCurveTo(-13, 14, -16, 4);
  ctx.closePath();
  fillAndStroke(ctx, THEME.hull, THEME.ink, 1.6);
  ctx.beginPath();
  ctx.moveTo(0, 4);
  ctx.lineTo(0, -17);
  ctx.stroke();
  roundRect(ctx, -11, -15, 22, 17, 3);
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.stroke();
  ctx.restore();
  centredText(ctx, colorLetter(ctx, color), x, y - 6.5 * s, 13 * s, style.text);
}

/** A raid marker lying in a city: a pennant in the raider's colour with their letter. */
export function raidFlag(ctx: Ctx, color: Color, x: number, y: number, size: number): void {
  const style = PLAYER_STYLE[color];
  const s = size / 24;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(s, s);
  ctx.beginPath();
  ctx.moveTo(-9, 12);
  ctx.lineTo(-9, -12);
  ctx.lineWidth = 2.2;
  ctx.strokeStyle = THEME.ink;
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(-9, -12);
  ctx.lineTo(11, -5);
  ctx.lineTo(-9, 3);
  ctx.closePath();
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.stroke();
  ctx.restore();
  centredText(ctx, colorLetter(ctx, color), x - 3 * s, y - 4.5 * s, 10 * s, style.text);
}

/** A player's office piece: a little house in their colour with their letter. */
export function officeIcon(ctx: Ctx, color: Color, x: number, y: number, size: number): void {
  const style = PLAYER_STYLE[color];
  const h = size / 2;
  ctx.beginPath();
  ctx.moveTo(x - h, y + h);
  ctx.lineTo(x - h, y - h * 0.1);
  ctx.lineTo(x, y - h);
  ctx.lineTo(x + h, y - h * 0.1);
  ctx.lineTo(x + h, y + h);
  ctx.closePath();
  fillAndStroke(ctx, style.fill, THEME.ink, 1.3);
  centredText(ctx, colorLetter(ctx, color), x, y + h * 0.22, size * 0.52, style.text);
}

/** K-5: four office pieces a player; those still to build, as faded outlines (no letter). */
export const OFFICE_PIECES = 4;

export function officeOutline(ctx: Ctx, x: number, y: number, size: number, colour: string): void {
  const h = size / 2;
  ctx.beginPath();
  ctx.moveTo(x - h, y + h);
  ctx.lineTo(x - h, y - h * 0.1);
  ctx.lineTo(x, y - h);
  ctx.lineTo(x + h, y - h * 0.1);
  ctx.lineTo(x + h, y + h);
  ctx.closePath();
  ctx.lineWidth = 1.3;
  ctx.strokeStyle = colour;
  ctx.stroke();
}
