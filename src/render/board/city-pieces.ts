// A city's pieces for one state: route markers, goods, offices, raid markers.
import type { CityView, PlayerSummary } from '../../engine/index';
import { centredText, roundRect, type Ctx } from '../draw/context';
import { goodsRow } from '../draw/goods';
import { markerSquare } from '../draw/markers';
import { raidFlag } from '../draw/players';
import { PLAYER_STYLE, THEME } from '../theme';
import { HEADER_H, OFFICE, SQUARE } from './city-frame';
import { cardRect } from './places';

export function cityPieces(ctx: Ctx, city: CityView, players: PlayerSummary[]): void {
  const r = cardRect(city.id);
  city.squares.forEach((square, i) => markerSquare(ctx, square.value, r.x + SQUARE.x[i], r.y + SQUARE.y, SQUARE.size));
  goodsRow(ctx, city.goods, r.x + 72, r.y + SQUARE.y + SQUARE.size / 2, { icon: 14, text: 17, colour: THEME.ink, gap: 6 });
  city.offices.forEach((office, i) => ownedOffice(ctx, r.x + OFFICE.x[i], r.y + OFFICE.y, players[office.owner], office.goods));
  city.raids.forEach((owner, i) => raidFlag(ctx, players[owner].color, r.x + r.w - 38 - i * 20, r.y + HEADER_H / 2, 22));
}

function ownedOffice(ctx: Ctx, x: number, y: number, owner: PlayerSummary, goods: CityView['goods']): void {
  const style = PLAYER_STYLE[owner.color];
  roundRect(ctx, x, y, OFFICE.w, OFFICE.h, 5);
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = THEME.ink;
  ctx.stroke();
  centredText(ctx, style.letter, x + 11, y + OFFICE.h / 2, 17, style.text);
  if (goods.ore + goods.fur + goods.amber + goods.salt === 0) return;
  // The goods sit on a light inset so every good's colour reads on every player colour.
  roundRect(ctx, x + 22, y + 4, OFFICE.w - 26, OFFICE.h - 8, 4);
  ctx.fillStyle = '#fdfaf2';
  ctx.fill();
  goodsRow(ctx, goods, x + 26, y + OFFICE.h / 2, { icon: 11, text: 14, colour: THEME.ink, gap: 3 });
}
