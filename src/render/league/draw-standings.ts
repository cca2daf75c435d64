// Issue 23: a league's standings as an image, for /league standings: place, player, points,
// rating, games and wins, one row per member. 820 px wide with rows in 23 px and heads in 18 px, so
// at the ~360 px a phone shows it a row is still about 10 px high in its letters; names too long for their
// column lose their end. Drawn from the table the bot computed (src/league): names, numbers.
import { Canvas } from '@napi-rs/canvas';
import { fit, textAt, textRight, type Ctx } from '../draw/context';
import { say, sayNumber, useLocale } from '../draw/words';
import { THEME } from '../theme';

export interface StandingsImage {
  title: string;
  /** Best first; as many as the image should show. */
  rows: { place: number; name: string; points: number; rating: number; games: number; wins: number }[];
  /** Under the table: e.g. how many games are recorded. */
  footer: string;
}

const W = 820;
const PAD = 24;
const ROW = 48;
const TEXT = 23;
const HEAD = 18;
/** Right edges of the number columns; the name fills what is left of them. */
const COLUMNS = { place: 78, name: 96, points: 520, rating: 632, games: 722, wins: W - PAD } as const;

export function drawStandings(table: StandingsImage, locale = 'en'): Canvas {
  const top = 110;
  const rows = Math.max(1, table.rows.length);
  const canvas = new Canvas(W, top + rows * ROW + 64);
  const ctx = canvas.getContext('2d');
  useLocale(ctx, locale);
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  textAt(ctx, fit(ctx, table.title, W - 2 * PAD, 26, true), PAD, 36, 26, THEME.panelText, true);
  header(ctx, 84);
  if (table.rows.length === 0)
    textAt(ctx, say(ctx, 'league.standings.empty'), PAD, top + ROW / 2, TEXT, THEME.panelMuted);
  table.rows.forEach((row, i) => {
    const y = top + i * ROW;
    if (i % 2 === 0) {
      ctx.fillStyle = THEME.row;
      ctx.fillRect(PAD / 2, y, W - PAD, ROW);
    }
    const mid = y + ROW / 2;
    const leader = row.place === 1;
    const ink = leader ? THEME.highlight : THEME.panelText;
    textRight(ctx, `${row.place}.`, COLUMNS.place, mid, TEXT, ink, true);
    const nameWidth = COLUMNS.points - 100 - COLUMNS.name;
    textAt(ctx, fit(ctx, row.name, nameWidth, TEXT, leader), COLUMNS.name, mid, TEXT, ink, leader);
    // Split places give thirds and halves: at most one decimal, as the language writes it.
    textRight(ctx, sayNumber(ctx, row.points, 1), COLUMNS.points, mid, TEXT, ink, true);
    textRight(ctx, String(row.rating), COLUMNS.rating, mid, TEXT, THEME.panelText);
    textRight(ctx, String(row.games), COLUMNS.games, mid, TEXT, THEME.panelText);
    textRight(ctx, String(row.wins), COLUMNS.wins, mid, TEXT, THEME.panelText);
  });
  textAt(
    ctx,
    fit(ctx, table.footer, W - 2 * PAD, HEAD, false),
    PAD,
    top + rows * ROW + 32,
    HEAD,
    THEME.panelMuted,
  );
  return canvas;
}

function header(ctx: Ctx, y: number): void {
  const muted = THEME.panelMuted;
  textRight(ctx, '#', COLUMNS.place, y, HEAD, muted, true);
  textAt(ctx, say(ctx, 'league.image.player'), COLUMNS.name, y, HEAD, muted, true);
  textRight(ctx, say(ctx, 'league.image.points'), COLUMNS.points, y, HEAD, muted, true);
  textRight(ctx, say(ctx, 'league.image.rating'), COLUMNS.rating, y, HEAD, muted, true);
  textRight(ctx, say(ctx, 'league.image.games'), COLUMNS.games, y, HEAD, muted, true);
  textRight(ctx, say(ctx, 'league.image.wins'), COLUMNS.wins, y, HEAD, muted, true);
}
