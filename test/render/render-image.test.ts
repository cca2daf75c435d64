// The bot's entry points: a PNG attachment for the board and for a hand, and no way to
// draw the public board from a player's view.
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { playerView, publicView, type PublicView } from '../../src/engine/index';
import { drawBoard, drawHand, renderBoard, renderHand } from '../../src/render/index';
import { recordText } from './drawn-text';
import { midGameState, offersState } from './fixtures';
import { HAND } from '../../src/render/hand/draw-hand';

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

  it('shows the terms of a trade offer in the hands of its two players only (K-46), each from their side', async () => {
    const state = offersState();
    const height = (seat: number) => drawHand(playerView(state, seat)).height;
    expect(height(0)).not.toBe(HAND.h);
    expect(height(2)).not.toBe(HAND.h);
    expect(height(1)).toBe(HAND.h);
    expect(height(3)).toBe(HAND.h);
    const lines = recordText(() => drawHand(playerView(state, 2))).map((d) => d.text);
    expect(lines).toContain('To Ada: you give 1 fur, marker 7; you get 1 ore');
    expect(lines).toContain('From Ada: you get 1 amber; you give nothing');
  });
});
