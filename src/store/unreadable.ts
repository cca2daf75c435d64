// A stored value that cannot even be decoded (not JSON, or not Keyv's envelope) must not
// throw out of a read: start-up would stop on one damaged record. Keyv's decoder is wrapped
// so such a value reads as an Unreadable, which the store reports like a failed schema.
import type { Deserialize, DeserializedData } from 'keyv';

/** What a read returns in place of a value that could not be decoded. */
export class Unreadable {
  constructor(readonly problem: string) {}
}

/** Keyv's own decoder (`plain`), answering an Unreadable where it would throw or find no envelope. */
export function tolerantDecoder(plain: Deserialize): Deserialize {
  const decode = async (text: string): Promise<DeserializedData<unknown>> => {
    try {
      const data: unknown = await plain(text);
      if (typeof data === 'object' && data !== null && 'value' in data)
        return data as DeserializedData<unknown>;
      return { value: new Unreadable('not a stored value') };
    } catch {
      return { value: new Unreadable('not JSON') };
    }
  };
  return decode as Deserialize;
}
