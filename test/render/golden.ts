// Golden images: the fixed states of fixtures.ts drawn and saved as PNG under goldens/.
// `npm run goldens` rewrites them on purpose; the test compares against them.
import type { Canvas } from '@napi-rs/canvas';
import { playerView, publicView } from '../../src/engine/index';
import { drawBoard, drawHand } from '../../src/render/index';
import {
  crowdedHandState,
  endState,
  memoryState,
  midGameState,
  offersState,
  openHoldingsState,
  startState,
} from './fixtures';

export const GOLDEN_DIR = new URL('./goldens/', import.meta.url);

export const GOLDENS: Record<string, () => Canvas> = {
  'board-start': () => drawBoard(publicView(startState())),
  'board-mid-game': () => drawBoard(publicView(midGameState())),
  'board-memory': () => drawBoard(publicView(memoryState())),
  'board-end': () => drawBoard(publicView(endState())),
  'board-open-holdings': () => drawBoard(publicView(openHoldingsState())),
  'hand-mid-game': () => drawHand(playerView(midGameState(), 2)),
  'hand-memory': () => drawHand(playerView(memoryState(), 0)),
  'hand-offers': () => drawHand(playerView(offersState(), 0)),
  'hand-crowded': () => drawHand(playerView(crowdedHandState(), 0)),
};
