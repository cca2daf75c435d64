// A city's pieces for one state: route markers, goods, offices, raid markers.
import type { CityView, Goods, PlayerSummary } from '../../engine/index';
import { centredText, roundRect, type Ctx } from '../draw/context';
import { goodsRow, goodsRowWidth, type GoodsRowStyle } from '../draw/goods';
import { markerSquare } from '../draw/markers';
import { raidFlag } from '../draw/players';
import { PLAYER_STYLE, THEME } from '../theme';
import { OFFICE, SQUARE } from './city-frame';
import { cardRect } from './places';

export function cityPieces(ctx: Ctx, city: CityView, players: PlayerSummary[]): void {
  const r = cardRect(city.id);
  // Face down is "?" whatever the view holds: the public board shows no face-down value.
  city.squares.forEach((square, i) => markerSquare(ctx, square.faceUp ? square.value : null, r.x + SQUARE.x[i], r.y + SQUARE.y, SQUARE.size));
  cityGoods(ctx, city.goods, r.x + GOODS_X, r.y + SQUARE.y + SQUARE.size / 2, r.w - GOODS_X - 4);
  city.offices.forEach((office, i) => ownedOffice(ctx, r.x + OFFICE.x[i], r.y + OFFICE.y, players[office.owner], office.goods));
  // Raid markers stay in the city for good (K-45): flags planted on the card's top edge.
  city.raids.forEach((owner, i) => raidFlag(ctx, players[owner].color, r.x + r.w - 40 - i * 19, r.y - 3, 26));
}

const GOODS_X = 72;
const GOODS_STYLES: GoodsRowStyle[] = [
  { icon: 14, text: 17, colour: THEME.ink, gap: 6 },
  { icon: 12, text: 15, colour: THEME.ink, gap: 3 },
  { icon: 10, text: 13, colour: THEME.ink, gap: 2 },
];

/** A city's pile, in the largest style that fits: a city can hold all four kinds. */
function cityGoods(ctx: Ctx, goods: Goods, x: number, y: number, room: number): void {
  const style = GOODS_STYLES.find((st) => goodsRowWidth(ctx, goods, st) <= room) ?? GOODS_STYLES[GOODS_STYLES.length - 1];
  goodsRow(ctx, goods, x, y, style);
}

function ownedOffice(ctx: Ctx, x: number, y: number, owner: PlayerSummary, goods: Goods): void {
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
