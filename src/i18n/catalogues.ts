// Every language besides English, registered once. Imported by index.ts, so that whatever
// imports the i18n module (the bot, and each render worker thread) knows every catalogue.
import { addCatalogue, type Catalogue } from './translate';
import { frCatalogue } from './fr/index';

/** By Discord locale code; the catalogue checks (test/i18n/catalogues.test.ts) walk this. */
export const catalogues: Readonly<Record<string, Catalogue>> = {
  fr: frCatalogue,
};

for (const [locale, catalogue] of Object.entries(catalogues)) addCatalogue(locale, catalogue);
