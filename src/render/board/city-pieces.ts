// A city's card for one state: route markers, goods and offices (the pieces in the city,
// raid markers among them, stand on its harbour plate: fleet.ts).
import type { CityView, Goods, PlayerSummary } from '../../engine/view';
import { centredText, roundRect, type Ctx, fillAndStroke } from '../draw/context';
import { goodsRowFitted, shrinkingStyles } from '../draw/goods';
import { markerSquare } from '../draw/markers';
import { colorLetter } from '../draw/words';
import { PLAYER_STYLE, THEME } from '../theme';
import { OFFICE, SQUARE } from './city-frame';
import { cardRect } from './places';

export function cityPieces(ctx: Ctx, city: CityView, players: PlayerSummary[]): void {
  const r = cardRect(city.id);
  // Face down is "?" whatever the view holds: the public board shows no face-down value.
  city.squares.forEach((square, i) =>
    markerSquare(ctx, square.faceUp ? square.value : null, r.x + SQUARE.x[i], r.y + SQUARE.y, SQUARE.size),
  );
  cityGoods(ctx, city.goods, r.x + GOODS_X, r.y + SQUARE.y + SQUARE.size / 2, r.w - GOODS_X - 4);
  city.offices.forEach((office, i) =>
    ownedOffice(ctx, r.x + OFFICE.x[i], r.y + OFFICE.y, players[office.owner], office.goods),
  );
}

const GOODS_X = 72;
const CITY_GOODS = shrinkingStyles(THEME.ink, [
  [14, 17, 6],
  [12, 15, 3],
  [10, 13, 2],
  [9, 12, 1],
]);
const OFFICE_GOODS = shrinkingStyles(THEME.ink, [
  [11, 14, 3],
  [9, 12, 1],
]);

/** A city's pile, in the largest style that fits: a city can hold all four kinds. */
function cityGoods(ctx: Ctx, goods: Goods, x: number, y: number, room: number): void {
  goodsRowFitted(ctx, goods, x, y, room, CITY_GOODS);
}

function ownedOffice(ctx: Ctx, x: number, y: number, owner: PlayerSummary, goods: Goods): void {
  const style = PLAYER_STYLE[owner.color];
  roundRect(ctx, x, y, OFFICE.w, OFFICE.h, 5);
  fillAndStroke(ctx, style.fill, THEME.ink, 1.5);
  centredText(ctx, colorLetter(ctx, owner.color), x + 11, y + OFFICE.h / 2, 17, style.text);
  if (goods.ore + goods.fur + goods.amber + goods.salt === 0) return;
  // The goods sit on a light inset so every good's colour reads on every player colour.
  roundRect(ctx, x + 22, y + 4, OFFICE.w - 26, OFFICE.h - 8, 4);
  ctx.fillStyle = '#fdfaf2';
  ctx.fill();
  goodsRowFitted(ctx, goods, x + 25, y + OFFICE.h / 2, OFFICE.w - 28, OFFICE_GOODS);
}
