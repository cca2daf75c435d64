// Where things go on the board image. The image is 2× the size Discord shows in a channel
// (about 550 px wide), so every size here is chosen to read at half scale.
export const BOARD = { w: 1100, h: 720 } as const;
export const MAP = { x: 0, y: 0, w: 720, h: 720 } as const;
export const PANEL = { x: 720, y: 0, w: 380, h: 720 } as const;
