// A token (the bot's, an interaction's) compared in constant time. `!==` stops at the first
// differing character, so how long a refusal takes tells an attacker how much of a guess
// was right. Both sides are hashed first, so the compare also takes the same time whatever
// the guess's length.
import { createHash, timingSafeEqual } from 'node:crypto';

/** Whether `given` is exactly `secret`, in time that does not depend on where they differ. */
export function sameSecret(given: string | undefined, secret: string): boolean {
  if (given === undefined) return false;
  return timingSafeEqual(digest(given), digest(secret));
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}
