// The phone companion: the board's figures as a table a phone shows at full width. A phone
// shows the 880 px board at about 360 px, where goods, office goods and flags cannot be read;
// this image is 820 units wide with every word and figure at least 16 units tall, so at 360 px
// each is at least 7 px: goods per city and per office, route values, cogs and whose, the
// guild master and where he goes next, whose turn and what is awaited, DP. The map itself
// stays on the board image, a tap away.
import { Canvas } from '@napi-rs/canvas';
import { GAME_END_STEPS, WINNING_DP, type PublicView } from '../../engine/view';
import { fit, roundRect, textAt, textEnd, wrap, type Ctx } from '../draw/context';
import { endMarkerIcon } from '../draw/guild-master';
import { markerSquare } from '../draw/markers';
import { localeFor, say, useLocale } from '../draw/words';
import type { BoardOptions } from '../options';
import { advancedRules } from '../panel/labels';
import { placing } from '../panel/placing';
import { THEME } from '../theme';
import { END_RULE_H, HEADER_H, MARKET_H, PAD, PHONE, PLAYER_H, RULES_H, TABLE_HEAD_H } from './layout';
import { header } from './header';
import { playerRow } from './player-row';
import { cityRow, cityRowHeight, tableHead } from './city-table';

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
