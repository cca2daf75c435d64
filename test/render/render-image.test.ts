// The bot's entry points: a PNG attachment for the board and for a hand, and no way to
// draw the public board from a player's view.
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { playerView, publicView, type PublicView } from '../../src/engine/index';
import { drawBoard, renderBoard, renderHand } from '../../src/render/index';
import { midGameState } from './fixtures';

describe('render: images for the bot', () => {
  it('renders the board as a PNG attachment under 1 MB', async () => {
    const image = await renderBoard(publicView(midGameState()));
    expect(image.mime).toBe('image/png');
    expect(image.fileName).toMatch(/^kogge-board-\d+\.png$/);
    expect(image.data.length).toBeLessThan(1024 * 1024);
    expect(PNG.sync.read(image.data).width).toBe(image.width);
  });

  it('renders a hand as a PNG attachment', async () => {
    const image = await renderHand(playerView(midGameState(), 1));
    expect(image.fileName).toMatch(/^kogge-hand-\d+\.png$/);
    expect(PNG.sync.read(image.data).height).toBe(image.height);
  });

  it('refuses to draw the public board from a player view (K-60)', () => {
    // The types already refuse it; this is the guard for a caller that casts around them.
    expect(() => drawBoard(playerView(midGameState(), 0) as unknown as PublicView)).toThrow(/publicView/);
  });
});
