// Draw, encode and describe in one call: what the bot uses.
import type { PlayerView, PublicView } from '../engine/view';
import { drawBoard, drawSeatBoard } from './board/draw-board';
import { onKeptBoardCanvas } from './board/kept-canvas';
import { describeScoreChart } from './chart/describe-chart';
import { drawScoreChart, type ScoreChart } from './chart/draw-score-chart';
import { describeBoard, describeHand, describeSeatBoard } from './describe';
import { encodeCanvas, type ImageFormat, type RenderedImage } from './encode/encode-canvas';
import { drawHand } from './hand/draw-hand';
import { describeStandings } from './league/describe-standings';
import { drawStandings, type StandingsImage } from './league/draw-standings';
import { drawRatingChart, type RatingChartImage } from './league/draw-rating-chart';
import { plural } from '../i18n/index';
import type { BoardLayout, BoardOptions, SeatBoardOptions } from './options';
import { seatBoardName } from './pool/seat-board-name';
import { drawPhoneBoard } from './phone/draw-phone';

export interface RenderOptions extends BoardOptions {
  /** The language of every word on the image (a Discord locale); English by default. */
  locale?: string;
  format?: ImageFormat;
  /**
   * 'board' (default): the map and the side panel, for a desktop channel. 'phone': the
   * companion table a phone shows at full width, every figure readable at 360 px.
   */
  layout?: BoardLayout;
}

/** An image with its description, for the attachment's alt text. */
export interface DescribedImage extends RenderedImage {
  description: string;
}

/** The public board image; takes only the public view, so it cannot show a secret. */
export async function renderBoard(view: PublicView, options: RenderOptions = {}): Promise<DescribedImage> {
  const { locale = 'en', label } = options;
  const image = await encodeBoard(view, options);
  return { ...image, description: describeBoard(view, locale, { label }) };
}

/**
 * The board's image alone, as the bot draws it: the desktop board on this thread's kept
 * canvas (issue 27, board/kept-canvas.ts), the phone companion on a new one.
 */
export async function encodeBoard(
  view: PublicView,
  { locale = 'en', format, layout = 'board', label }: RenderOptions = {},
): Promise<RenderedImage> {
  if (layout === 'phone')
    return encodeCanvas(drawPhoneBoard(view, locale, { label }), `kogge-phone-${view.version}`, format);
  const name = `kogge-board-${view.version}`;
  return onKeptBoardCanvas((board) => encodeCanvas(drawBoard(view, locale, { label }, board), name, format));
}

/**
 * Issue 38: the board as one seat sees it, with the action panel's choices lettered, for that
 * seat's panel only (ephemeral). Its file name says the state, the choices and the language
 * (`seatBoardName`), so a panel that shows the same board again keeps the image it has.
 */
export async function renderSeatBoard(
  view: PlayerView,
  { locale = 'en', format, label, choices = [] }: RenderOptions & SeatBoardOptions = {},
): Promise<DescribedImage> {
  const name = seatBoardName(view.version, choices, locale);
  const image = await onKeptBoardCanvas((board) =>
    encodeCanvas(drawSeatBoard(view, locale, { label, choices }, board).canvas, name, format),
  );
  return { ...image, description: describeSeatBoard(view, choices, locale, { label }) };
}

/** One player's hand, for an ephemeral reply to that player only. */
export async function renderHand(
  view: PlayerView,
  { locale = 'en', format }: RenderOptions = {},
): Promise<DescribedImage> {
  const image = await encodeCanvas(drawHand(view, locale), `kogge-hand-${view.version}`, format);
  return { ...image, description: describeHand(view, locale) };
}

/** Issue 21: the final post's chart of each player's VP and DP round by round (the game is over). */
export async function renderScoreChart(
  chart: ScoreChart,
  { locale = 'en', format }: RenderOptions = {},
): Promise<DescribedImage> {
  const image = await encodeCanvas(drawScoreChart(chart, locale), 'kogge-rounds', format);
  return { ...image, description: describeScoreChart(chart, locale) };
}

/** Issue 23: a league's standings, for /league standings. */
export async function renderStandings(
  table: StandingsImage,
  { locale = 'en', format }: RenderOptions = {},
): Promise<DescribedImage> {
  const image = await encodeCanvas(drawStandings(table, locale), 'kogge-standings', format);
  return { ...image, description: describeStandings(table, locale) };
}

/** Issue 23: a member's rating over time, for /league player. */
export async function renderRatingChart(
  chart: RatingChartImage,
  { locale = 'en', format }: RenderOptions = {},
): Promise<DescribedImage> {
  const image = await encodeCanvas(drawRatingChart(chart, locale), 'kogge-rating', format);
  const params = { title: chart.title, first: chart.ratings[0] ?? 0, last: chart.ratings.at(-1) ?? 0 };
  const description = plural('league.image.chart.description', chart.ratings.length - 1, params, locale);
  return { ...image, description };
}
