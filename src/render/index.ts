// The renderer's public API: board and hand images from the engine's views only (never raw
// state), so a public picture cannot show a secret.
export { drawBoard } from './board/draw-board';
export { formatEvent, goodsText } from './log/format-event';
