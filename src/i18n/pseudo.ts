// A pseudo-language, 'en-XA' as Android and Chrome call it: every English sentence wrapped in
// ⟦ ⟧. Any word shown without the brackets did not come from the catalogue, so a test (or a
// person looking at an image) finds a hard-coded string at a glance. Built in, rather than
// added by a test, so that render worker threads have it too. Discord never sends this locale.
import { en, type MessageKey } from './en';
import type { Catalogue } from './catalogue';

export const PSEUDO_LOCALE = 'en-XA';

export function pseudoCatalogue(): Catalogue {
  const catalogue: Catalogue = {};
  for (const key of Object.keys(en) as MessageKey[]) catalogue[key] = `⟦${en[key]}⟧`;
  return catalogue;
}
