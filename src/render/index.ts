// The renderer's public API: board and hand images from the engine's views only (never raw
// state), so a public picture cannot show a secret.
export {
  renderBoard,
  renderSeatBoard,
  encodeBoard,
  renderHand,
  renderScoreChart,
  renderStandings,
  renderRatingChart,
  type RenderOptions,
  type DescribedImage,
} from './render-image';
export { drawScoreChart, type ScoreChart } from './chart/draw-score-chart';
export { drawStandings, type StandingsImage } from './league/draw-standings';
export { drawRatingChart, type RatingChartImage } from './league/draw-rating-chart';
export { describeBoard, describeHand, DESCRIPTION_MAX } from './describe';
export { drawBoard, drawSeatBoard } from './board/draw-board';
export type { DrawnLetter } from './board/choice-letters';
export { drawHand } from './hand/draw-hand';
export { drawPhoneBoard } from './phone/draw-phone';
export { PHONE } from './phone/layout';
export type { BoardLayout, BoardOptions, MapChoice, SeatBoardOptions } from './options';
export { encodeCanvas, DEFAULT_FORMAT, type ImageFormat, type RenderedImage } from './encode/encode-canvas';
export { BOARD, BOARD_SCALE } from './layout';
export { RenderPool, seatBoardName } from './pool/render-pool';
export { ImageMemory, exposedGc, COLLECT_EVERY_BYTES, type Collect } from './pool/image-memory';
