// Issue 25: the languages a seat may choose in the page, by Discord locale code: English as
// Discord's client sends it (en-US) and every registered catalogue. The chosen code is the
// seat's user record's locale, so it goes with each of its interactions, as a Discord
// client's language does, and is saved with the table's history.
import { CATALOGUES, languageName } from '../../i18n';

export const SEAT_LOCALES: readonly string[] = ['en-US', ...Object.keys(CATALOGUES)];

/** Each language named in itself ("English", "Deutsch", "Français"), as language menus do. */
export function seatLanguages(): { code: string; name: string }[] {
  return SEAT_LOCALES.map((code) => ({ code, name: languageName(code) }));
}
