// Where things go on the board image. Positions are in board units: 1100 × 720, twice the
// size Discord shows in a channel (about 550 px wide), so every size here is chosen to read
// at half scale.
export const BOARD = { w: 1100, h: 720 } as const;
/**
 * Pixels per board unit in the image. 0.8 makes a 880 × 576 PNG: still 1.6× what the
 * channel shows, so text stays crisp, with a third fewer pixels to draw and compress than
 * at 1.0 (the renderer must keep up with Discord's 50 requests a second).
 */
export const BOARD_SCALE = 0.8;
export const MAP = { x: 0, y: 0, w: 720, h: 720 } as const;
export const PANEL = { x: 720, y: 0, w: 380, h: 720 } as const;
