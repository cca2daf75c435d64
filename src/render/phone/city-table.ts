// The phone board's city table: a row per city with its routes, goods, offices and pieces.
import { cityGood, type CityView, type PublicView } from '../../engine/view';
import { fit, roundRect, textAt, textWidth, type Ctx } from '../draw/context';
import { goodsRowFitted, shrinkingStyles } from '../draw/goods';
import { markerSquare } from '../draw/markers';
import { officeIcon, playerBadge, raidFlag } from '../draw/players';
import type { PlainKey } from '../../i18n/index';
import { cityWord, say } from '../draw/words';
import { GOOD_STYLE, THEME } from '../theme';
import { CITY_H, COL, PHONE, TABLE_HEAD_H } from './layout';
import { gmBadge } from './header';

const CITY_GOODS = shrinkingStyles(THEME.ink, [
  [17, 21, 7],
  [15, 19, 4],
  [14, 17, 2],
]);
const OFFICE_GOODS = shrinkingStyles(THEME.ink, [
  [15, 18, 3],
  [14, 17, 1],
]);

export function tableHead(ctx: Ctx, y: number): number {
  const cy = y + TABLE_HEAD_H / 2;
  const head = (key: PlainKey, col: { x: number; w: number }) =>
    textAt(ctx, fit(ctx, say(ctx, key), col.w, 16, true), col.x, cy, 16, THEME.muted, true);
  head('phone.column.city', COL.city);
  head('phone.column.routes', COL.routes);
  head('phone.column.goods', COL.goods);
  head('phone.column.offices', COL.offices);
  head('phone.column.pieces', COL.pieces);
  return y + TABLE_HEAD_H;
}

/** A city's row: one line of pieces, a line more for each further line a crowded city needs. */
export function cityRowHeight(view: PublicView, city: CityView): number {
  return CITY_H + (pieceLines(pieceItems(view, city)).length - 1) * PIECE_LINE_H;
}

export function cityRow(ctx: Ctx, view: PublicView, city: CityView, y: number): number {
  const h = cityRowHeight(view, city);
  const cy = y + h / 2;
  const style = GOOD_STYLE[cityGood(city.id)];
  ctx.fillStyle = city.id % 2 ? '#efe6cf' : THEME.paper;
  ctx.fillRect(0, y, PHONE.w, h);
  roundRect(ctx, COL.city.x, cy - CITY_H / 2 + 6, COL.city.w, CITY_H - 12, 6);
  ctx.fillStyle = style.fill;
  ctx.fill();
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = style.edge;
  ctx.stroke();
  // A long name takes a size smaller before it loses letters.
  const name = say(ctx, 'board.city', { number: city.id, city: cityWord(ctx, city.id) });
  const size = [20, 18, 17].find((s) => textWidth(ctx, name, s, true) <= COL.city.w - 12) ?? 17;
  textAt(ctx, fit(ctx, name, COL.city.w - 12, size, true), COL.city.x + 7, cy, size, style.text, true);
  // Face down is "?" whatever the view holds: the public image shows no face-down value.
  city.squares.forEach((sq, i) =>
    markerSquare(ctx, sq.faceUp ? sq.value : null, COL.routes.x + i * 34, cy - 15, 30),
  );
  goodsRowFitted(ctx, city.goods, COL.goods.x, cy, COL.goods.w, CITY_GOODS);
  city.offices.forEach((office, i) => {
    const x = COL.offices.x + i * (COL.offices.w / 2);
    const owner = view.players[office.owner];
    officeIcon(ctx, owner.color, x + 16, cy, 32);
    goodsRowFitted(ctx, office.goods, x + 36, cy, COL.offices.w / 2 - 40, OFFICE_GOODS);
  });
  pieces(ctx, view, city, cy);
  return y + h;
}

type Piece = { w: number; draw: (ctx: Ctx, x: number, y: number) => void };
const PIECE_LINE_H = 40;

/** The guild master, the cogs here (the moving one ringed) and the raid markers lying here. */
function pieceItems(view: PublicView, city: CityView): Piece[] {
  const items: Piece[] = [];
  if (view.guildMaster.city === city.id) items.push({ w: 46, draw: (ctx, x, y) => gmBadge(ctx, x, y, 30) });
  const moving = view.phase.kind === 'turn' ? view.phase.player : null;
  for (const player of city.cogs)
    items.push({
      w: 32,
      draw: (ctx, x, y) => {
        if (player === moving) {
          ctx.beginPath();
          ctx.arc(x, y, 17, 0, Math.PI * 2);
          ctx.fillStyle = THEME.highlight;
          ctx.fill();
        }
        playerBadge(ctx, view.players[player].color, x, y, 28);
      },
    });
  // The pennant reaches 18 px right of the pole: centred so that two flags never touch.
  for (const owner of city.raids)
    items.push({ w: 38, draw: (ctx, x, y) => raidFlag(ctx, view.players[owner].color, x - 2, y, 40) });
  return items;
}

/** Pieces in lines as wide as the column: a crowded city takes a second line, never a squeeze. */
function pieceLines(items: Piece[]): Piece[][] {
  const lines: Piece[][] = [[]];
  let width = 0;
  for (const item of items) {
    const line = lines[lines.length - 1];
    if (line.length > 0 && width + item.w > COL.pieces.w) {
      lines.push([item]);
      width = item.w;
    } else {
      line.push(item);
      width += item.w;
    }
  }
  return lines;
}

function pieces(ctx: Ctx, view: PublicView, city: CityView, cy: number): void {
  const lines = pieceLines(pieceItems(view, city));
  lines.forEach((line, i) => {
    const y = cy + (i - (lines.length - 1) / 2) * PIECE_LINE_H;
    let x = COL.pieces.x;
    for (const item of line) {
      item.draw(ctx, x + item.w / 2, y);
      x += item.w;
    }
  });
}
