// A new game's seed: 256 bits from the operating system's secure source (issue 21), the key
// of the game's ChaCha20 generator. Nothing a spectator sees narrows it down.
import { randomBytes } from 'node:crypto';

export const SEED_BYTES = 32;

export function newSeed(): string {
  return randomBytes(SEED_BYTES).toString('hex');
}
