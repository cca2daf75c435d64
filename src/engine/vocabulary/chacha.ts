// The ChaCha20 key stream (RFC 8439) from node's own crypto (OpenSSL), read as little-endian
// 32-bit words. Position `at` counts words from the start, so the stream is resumed from a
// number kept in the game state; without the key, past words tell nothing of later ones.
import { createCipheriv } from 'node:crypto';

const WORDS_PER_BLOCK = 16;
/** Blocks produced at once: a round's draws seldom need more. */
const BLOCKS_AT_ONCE = 4;
const ZEROS = Buffer.alloc(64 * BLOCKS_AT_ONCE);

export class ChaChaStream {
  private readonly key: Buffer;
  private buffer: Buffer | null = null;
  private bufferStart = 0;

  /** `key`: 64 hex digits; `at`: the next word's position; `nonce`: 0 for the game's stream. */
  constructor(
    readonly keyHex: string,
    private at: number,
    private readonly nonce = 0,
  ) {
    this.key = Buffer.from(keyHex, 'hex');
  }

  get position(): number {
    return this.at;
  }

  /** The next word, a whole number in [0, 2^32). */
  next(): number {
    const offset = this.at - this.bufferStart;
    if (this.buffer === null || offset < 0 || offset >= this.buffer.length / 4) this.fill();
    const word = (this.buffer as Buffer).readUInt32LE((this.at - this.bufferStart) * 4);
    this.at++;
    return word;
  }

  private fill(): void {
    const block = Math.floor(this.at / WORDS_PER_BLOCK);
    // OpenSSL's 16-byte IV: the 32-bit block counter (little-endian), then the 96-bit nonce:
    // zero for the game's own stream, a small number for an aside lane (Dice.aside). One key
    // serves one game, so a nonce never repeats with another game's key.
    const iv = Buffer.alloc(16);
    iv.writeUInt32LE(block, 0);
    iv.writeUInt32LE(this.nonce, 4);
    this.buffer = createCipheriv('chacha20', this.key, iv).update(ZEROS);
    this.bufferStart = block * WORDS_PER_BLOCK;
  }
}
