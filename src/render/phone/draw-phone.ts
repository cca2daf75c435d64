// The phone companion: the board's figures as a table a phone shows at full width. A phone
// shows the 880 px board at about 360 px, where goods, office goods and flags cannot be read;
// this image is 820 units wide with every word and figure at least 16 units tall, so at 360 px
// each is at least 7 px: goods per city and per office, route values, cogs and whose, the
// guild master and where he goes next, whose turn and what is awaited, DP. The map itself
// stays on the board image, a tap away.
import { Canvas } from '@napi-rs/canvas';
import { GAME_END_STEPS, WINNING_DP, cityGood, type CityView, type PublicView } from '../../engine/view';
import {
  centredText,
  fitNames,
  fit,
  roundRect,
  textAt,
  textEnd,
  textRight,
  textWidth,
  wrap,
  type Ctx,
} from '../draw/context';
import { endMarkerIcon } from '../draw/guild-master';
import { goodsRowFitted, shrinkingStyles } from '../draw/goods';
import { markerSquare } from '../draw/markers';
import { OFFICE_PIECES, officeIcon, officeOutline, playerBadge, raidFlag } from '../draw/players';
import { chitTileWord, cityWord, localeFor, say, useLocale } from '../draw/words';
import { registerFonts } from '../fonts';
import type { BoardOptions } from '../options';
import { advancedRules, blockingWaits, decisionLabel, phaseLabel, roundLabel } from '../panel/labels';
import { bidText, chitTile, chitTileWidth } from '../panel/players';
import { placing } from '../panel/placing';
import { endTitle } from '../panel/labels';
import { guildMasterTargets } from '../board/guild-master-path';
import { GOOD_STYLE, PLAYER_STYLE, THEME } from '../theme';
import { fitName, fitTwoLinesWithNames } from '../draw/names';

export const PHONE = { w: 820 } as const;
const PAD = 12;
const HEADER_H = 150;
const PLAYER_H = 44;
const CITY_H = 52;
const TABLE_HEAD_H = 30;
const MARKET_H = 50;
/** Two lines saying how the game ends (the END track), under the market. */
const END_RULE_H = 58;
/** A line more, for the advanced rules in play (K-70 … K-73). */
const RULES_H = 32;
/** Left edges of the city table's columns, and the room each has. */
const COL = {
  city: { x: PAD, w: 156 },
  routes: { x: 176, w: 66 },
  goods: { x: 252, w: 176 },
  offices: { x: 436, w: 216 },
  pieces: { x: 660, w: 148 },
} as const;

const CITY_GOODS = shrinkingStyles(THEME.ink, [
  [17, 21, 7],
  [15, 19, 4],
  [14, 17, 2],
]);
const OFFICE_GOODS = shrinkingStyles(THEME.ink, [
  [15, 18, 3],
  [14, 17, 1],
]);

export function phoneHeight(view: PublicView): number {
  return (
    HEADER_H +
    view.order.length * PLAYER_H +
    12 +
    TABLE_HEAD_H +
    view.cities.reduce((h, city) => h + cityRowHeight(view, city), 0) +
    MARKET_H +
    END_RULE_H +
    (advancedRules('en', view).length > 0 ? RULES_H : 0)
  );
}

/** The phone companion of the board, from the public view only (K-60). */
export function drawPhoneBoard(view: PublicView, locale = 'en', options: BoardOptions = {}): Canvas {
  if (view.viewer !== null) throw new TypeError('drawPhoneBoard takes publicView(state), not a player view');
  registerFonts();
  const canvas = new Canvas(PHONE.w, phoneHeight(view));
  const ctx = canvas.getContext('2d');
  useLocale(ctx, locale);
  ctx.fillStyle = THEME.paper;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  header(ctx, view, options);
  let y = HEADER_H;
  // At game end the rows follow the final placing (K-50, K-51) and carry each player's VP.
  const ended = view.phase.kind === 'ended';
  const rows = ended ? placing(view).map((s) => s.player) : view.order;
  for (const index of rows) y = playerRow(ctx, view, index, y);
  y = tableHead(ctx, y + 12);
  for (const city of view.cities) y = cityRow(ctx, view, city, y);
  market(ctx, view, y);
  endRule(ctx, rulesLine(ctx, view, y + MARKET_H));
  return canvas;
}

function header(ctx: Ctx, view: PublicView, options: BoardOptions): void {
  const locale = localeFor(ctx);
  const right = PHONE.w - PAD;
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, 0, PHONE.w, HEADER_H);
  const title = options.label
    ? say(ctx, 'board.title.game', { game: options.label })
    : say(ctx, 'board.title');
  textAt(ctx, fit(ctx, title, 460, 18, true), PAD, 20, 18, THEME.panelMuted, true);
  textRight(ctx, roundLabel(locale, view), right, 20, 24, THEME.panelText, true);
  if (view.phase.kind === 'ended') {
    // The winners' names shrink, then wrap onto the line nobody is awaited on any more, then
    // lose their middle, never their ends (issue 24).
    const end = fitTwoLinesWithNames(ctx, (cut) => endTitle(locale, view, cut), PHONE.w - 2 * PAD, 24, true);
    end.lines.forEach((text, i) => textAt(ctx, text, PAD, 52 + i * 34, end.size, THEME.panelText, true));
  } else {
    const text = fitNames(ctx, (cut) => phaseLabel(locale, view, cut), PHONE.w - 2 * PAD, 24, true);
    textAt(ctx, text, PAD, 52, 24, THEME.panelText, true);
  }
  waitingLine(ctx, view, 86);
  guildMasterLine(ctx, view, 122);
}

function waitingLine(ctx: Ctx, view: PublicView, y: number): void {
  const blocking = blockingWaits(view);
  if (blocking.length === 0) return;
  let x = textEnd(ctx, say(ctx, 'board.waiting'), PAD, y, 20, THEME.panelMuted) + 8;
  for (const a of blocking) {
    playerBadge(ctx, view.players[a.player].color, x + 13, y, 26);
    x += 30;
  }
  const decision = decisionLabel(localeFor(ctx), blocking[0].decision, view);
  const text = fitNames(
    ctx,
    (cut) =>
      blocking.length === 1
        ? say(ctx, 'board.waitingFor', { player: cut(view.players[blocking[0].player].name), decision })
        : decision,
    PHONE.w - PAD - x - 4,
    22,
    true,
  );
  textAt(ctx, text, x + 4, y, 22, THEME.highlight, true);
}

function guildMasterLine(ctx: Ctx, view: PublicView, y: number): void {
  gmBadge(ctx, PAD + 21, y, 30);
  const steps = Math.min(view.guildMaster.steps, GAME_END_STEPS);
  const here = say(ctx, 'board.guildMasterIn', { city: cityWord(ctx, view.guildMaster.city) });
  let x = textEnd(ctx, here, PAD + 48, y, 20, THEME.panelText, true) + 12;
  x = textEnd(
    ctx,
    say(ctx, 'board.progress', { steps, end: GAME_END_STEPS }),
    x,
    y,
    20,
    THEME.highlight,
    true,
  );
  if (view.phase.kind === 'ended') return;
  const [one, two] = guildMasterTargets(view);
  const next = say(ctx, 'board.guildMasterNext', { one: cityWord(ctx, one), two: cityWord(ctx, two) });
  textRight(ctx, fit(ctx, next, PHONE.w - PAD - x - 14, 18, false), PHONE.w - PAD, y, 18, THEME.panelMuted);
}

/** The guild master as a gold tag reading GM: large enough to read on a phone. */
function gmBadge(ctx: Ctx, x: number, y: number, size: number): void {
  roundRect(ctx, x - size * 0.7, y - size / 2, size * 1.4, size, size / 2);
  ctx.fillStyle = THEME.guildMaster;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = THEME.ink;
  ctx.stroke();
  centredText(ctx, say(ctx, 'board.piece.guildMaster'), x, y, size * 0.6, THEME.ink);
}

function playerRow(ctx: Ctx, view: PublicView, index: number, y: number): number {
  const player = view.players[index];
  const cy = y + PLAYER_H / 2;
  const turn = blockingWaits(view).some((a) => a.player === index);
  ctx.fillStyle = turn ? '#fbe9b0' : index % 2 ? '#efe6cf' : THEME.paper;
  ctx.fillRect(0, y, PHONE.w, PLAYER_H);
  ctx.fillStyle = PLAYER_STYLE[player.color].fill;
  ctx.fillRect(0, y, 6, PLAYER_H);
  let x = PAD + 2;
  if (player.orderChit !== null) {
    roundRect(ctx, x, cy - 13, 26, 26, 4);
    ctx.fillStyle = THEME.ink;
    ctx.fill();
    centredText(ctx, String(player.orderChit), x + 13, cy, 18, THEME.paper);
  }
  x += 32;
  playerBadge(ctx, player.color, x + 14, cy, 28);
  textRight(ctx, say(ctx, 'board.dp', { dp: player.dp }), PHONE.w - PAD, cy, 22, THEME.ink, true);
  // From the right: DP, then VP at the end, this round's bid, or the cog's city; then chits
  // and offices.
  let right = PHONE.w - PAD - 80;
  const score = placing(view).find((s) => s.player === index);
  if (score)
    right = rightText(ctx, say(ctx, 'hand.vp', { vp: score.vp }), right, cy, 20, THEME.ink, true) - 12;
  else if (bidText(ctx, view, index)) {
    // This round's bid (K-22), public, until the markers go back at production.
    right = rightText(ctx, bidText(ctx, view, index) ?? '', right, cy, 18, THEME.muted) - 12;
  } else if (player.cog !== null) {
    const cog = say(ctx, 'board.cogIn', { city: cityWord(ctx, player.cog) });
    right = rightText(ctx, cog, right, cy, 18, THEME.muted) - 12;
  }
  for (const chit of [...player.chits].reverse())
    right = chitTileLeft(ctx, chitTileWord(ctx, chit), right, cy) - 4;
  // The offices still in the player's supply, as faded outlines (K-5: four each).
  for (let i = player.offices; i < OFFICE_PIECES; i++, right -= 16)
    officeOutline(ctx, right - 8, cy, 14, THEME.muted);
  right = rightText(
    ctx,
    say(ctx, 'board.times', { count: player.offices }),
    right - 4,
    cy,
    18,
    THEME.ink,
    true,
  );
  officeIcon(ctx, player.color, right - 18, cy, 32);
  const nameRoom = right - 40 - (x + 34);
  // Down to 16 px, no further: 7 px at the 360 px a phone shows (phone.test.ts).
  const name = fitName(ctx, player.name, nameRoom, 20, true, 0.8);
  textAt(ctx, name.text, x + 34, cy, name.size, THEME.ink, true);
  return y + PLAYER_H;
}

function rightText(
  ctx: Ctx,
  text: string,
  right: number,
  y: number,
  size: number,
  colour: string,
  bold = false,
): number {
  textRight(ctx, text, right, y, size, colour, bold);
  return right - ctx.measureText(text).width;
}

function chitTileLeft(ctx: Ctx, label: string, right: number, y: number): number {
  const x = right - chitTileWidth(ctx, label, 17);
  chitTile(ctx, label, x, y, 17);
  return x;
}

function tableHead(ctx: Ctx, y: number): number {
  const cy = y + TABLE_HEAD_H / 2;
  const head = (key: Parameters<typeof say>[1], col: { x: number; w: number }) =>
    textAt(ctx, fit(ctx, say(ctx, key), col.w, 16, true), col.x, cy, 16, THEME.muted, true);
  head('phone.column.city', COL.city);
  head('phone.column.routes', COL.routes);
  head('phone.column.goods', COL.goods);
  head('phone.column.offices', COL.offices);
  head('phone.column.pieces', COL.pieces);
  return y + TABLE_HEAD_H;
}

/** A city's row: one line of pieces, a line more for each further line a crowded city needs. */
function cityRowHeight(view: PublicView, city: CityView): number {
  return CITY_H + (pieceLines(pieceItems(view, city)).length - 1) * PIECE_LINE_H;
}

function cityRow(ctx: Ctx, view: PublicView, city: CityView, y: number): number {
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

/** K-70 … K-73: the advanced rules this game plays with, as the board's panel names them. */
function rulesLine(ctx: Ctx, view: PublicView, y: number): number {
  const rules = advancedRules(localeFor(ctx), view, true);
  if (rules.length === 0) return y;
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, y, PHONE.w, RULES_H);
  const text = say(ctx, 'board.rules', { rules: rules.join(' · ') });
  textAt(
    ctx,
    fit(ctx, text, PHONE.w - 2 * PAD, 18, true),
    PAD,
    y + RULES_H / 2 + 2,
    18,
    THEME.highlight,
    true,
  );
  return y + RULES_H;
}

/** The 18-step track explained, as the board's key does: the header shows where it stands. */
function endRule(ctx: Ctx, y: number): void {
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, y, PHONE.w, END_RULE_H);
  // The tag as big as the header's words, so its END reads on a phone too.
  endMarkerIcon(ctx, PAD + 28, y + 19, 36);
  const rule = say(ctx, 'board.phone.endRule', { end: GAME_END_STEPS, dp: WINNING_DP });
  const lines = wrap(ctx, rule, PHONE.w - 2 * PAD - 64, 17).slice(0, 2);
  lines.forEach((text, i) => textAt(ctx, text, PAD + 64, y + 18 + i * 22, 17, THEME.panelMuted));
}

function market(ctx: Ctx, view: PublicView, y: number): void {
  const cy = y + MARKET_H / 2;
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, y, PHONE.w, MARKET_H);
  let x = textEnd(ctx, say(ctx, 'phone.market'), PAD, cy, 20, THEME.panelMuted) + 12;
  for (const pair of view.market) {
    if (pair) {
      markerSquare(ctx, pair[0], x, cy - 15, 30);
      markerSquare(ctx, pair[1], x + 33, cy - 15, 30);
    } else {
      roundRect(ctx, x, cy - 15, 63, 30, 4);
      ctx.setLineDash([4, 3]);
      ctx.lineWidth = 1.2;
      ctx.strokeStyle = 'rgba(255,255,255,0.3)';
      ctx.stroke();
      ctx.setLineDash([]);
    }
    x += 80;
  }
}
