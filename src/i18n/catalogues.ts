// The languages besides English (issue 25), each registered with translate.ts by its Discord
// locale code. Imported from index.ts, so whoever uses the catalogue (the bot, every render
// worker thread) has them all.
import { deCatalogue } from './de/index';
import { frCatalogue } from './fr/index';
import { itCatalogue } from './it/index';
import type { Catalogue } from './catalogue';
import { addCatalogue } from './translate';

/** Every registered catalogue by Discord locale, for the checks of test/i18n/catalogues.test.ts. */
export const CATALOGUES: Readonly<Record<string, Catalogue>> = {
  de: deCatalogue,
  fr: frCatalogue,
  it: itCatalogue,
};

for (const [locale, catalogue] of Object.entries(CATALOGUES)) addCatalogue(locale, catalogue);
