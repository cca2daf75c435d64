// A short fingerprint of the game state after each action of an exported record: the verifier
// finds the first step where a changed record parts from the replay by comparing them.
import { createHash } from 'node:crypto';
import type { GameState } from '../engine/index';

export const STEP_HASH = /^[0-9a-f]{16}$/;

export function stepHash(state: GameState): string {
  return createHash('sha256').update(JSON.stringify(state)).digest('hex').slice(0, 16);
}
