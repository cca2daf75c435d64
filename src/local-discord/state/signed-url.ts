// Discord's CDN serves attachment bytes without a token, but only under a signed address
// (`?ex=…&is=…&hm=…`, see the attachment objects in docs "Components › Reference"): an id
// alone, however well guessed, shows nothing. Here the signature is an HMAC of the
// channel and attachment ids under a key made at each start, so an address from the
// message record is the only way in, for an ephemeral hand image above all.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export class AttachmentSigner {
  readonly #key = randomBytes(32);

  /** `url` (without a query) with this start's signature for that attachment. */
  sign(url: string, channelId: string, attachmentId: string): string {
    return `${url.split('?')[0]}?hm=${this.#mac(channelId, attachmentId)}`;
  }

  verify(channelId: string, attachmentId: string, hm: string | null): boolean {
    const expected = Buffer.from(this.#mac(channelId, attachmentId));
    const given = Buffer.from(hm ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  #mac(channelId: string, attachmentId: string): string {
    return createHmac('sha256', this.#key).update(`${channelId}/${attachmentId}`).digest('hex');
  }
}
