// The German words of the game, chosen once: every German sentence (de/*.ts) takes its terms
// from here, so a term changes in one place and reads the same in every panel and image.
//
// Why these words:
// - Kogge, Kontor, Gildemeister are the game's own German words (Kogge is a German game; the
//   French rules keep "kogge" and "comptoir" for them). German players know them as they are.
// - Route marker: "Routenplättchen", short "Plättchen". The markers are cardboard tiles, and
//   German players call such tiles Plättchen; "Routenmarker" reads as a translation. The
//   plural is the same word, which keeps counted sentences simple.
// - Raid marker: "Überfallmarker", so that "Plättchen" alone always means a route marker.
// - Bonus chit: "Bonusplättchen" ("Bonus" where the board's key has no room), never
//   "Plättchen" alone. Its kinds: 3:1-Handel, +1 Plättchen, Doppelfahrt, Geheimweg (short
//   enough for the hand image and the key, which Geheimpassage was not).
// - VP / DP: Siegpunkte (SP) and Entwicklungspunkte (EP), the abbreviations German rulebooks
//   use for victory points; EP follows the same pattern.
// - Goods: Erz, Pelz, Bernstein, Salz, used as mass nouns ("3 Pelz") as German games count
//   their resources ("3 Erz" in Catan), so a count never changes the word.
// - Cities: the usual German names where one exists (Kopenhagen, Danzig, Reval, Åbo: the
//   Hanseatic name of Turku, kept as in English and on the board).
// - The player is addressed with "du", as Discord's own German interface does.

/** die Kogge, die Koggen. */
export const COG = 'Kogge';
export const COGS = 'Koggen';

/** das Kontor, des Kontors, die Kontore, den Kontoren. */
export const OFFICE = 'Kontor';
export const OFFICE_GEN = 'Kontors';
export const OFFICES = 'Kontore';
export const OFFICES_DAT = 'Kontoren';

/** das Routenplättchen (plural the same), short "Plättchen". */
export const MARKER = 'Routenplättchen';
export const MARKERS = 'Routenplättchen';
export const MARKER_SHORT = 'Plättchen';
export const MARKERS_SHORT = 'Plättchen';

/** der Gildemeister, des Gildemeisters; on the board "GM". */
export const GM = 'Gildemeister';
export const GM_GEN = 'Gildemeisters';
export const GM_SHORT = 'GM';

/** das Bonusplättchen (plural the same). */
export const CHIT = 'Bonusplättchen';
export const CHITS = 'Bonusplättchen';
/** Where a line has no room (the board's key, beside the chit's own tile). */
export const CHIT_SHORT = 'Bonus';

/** der Überfallmarker, die Überfallmarker. */
export const RAID_MARKER = 'Überfallmarker';
export const RAID_MARKERS = 'Überfallmarker';
/** der Überfall, die Überfälle; überfallen. */
export const RAID = 'Überfall';
export const RAIDS = 'Überfälle';

/** das Reihenfolgeplättchen: the order chit the auction hands out. */
export const ORDER_CHIT = 'Reihenfolgeplättchen';

/** Siegpunkte (SP), Entwicklungspunkte (EP). */
export const VP = 'SP';
export const VP_LONG = 'Siegpunkte';
export const VP_LONG_DAT = 'Siegpunkten';
export const DP = 'EP';
export const DP_LONG = 'Entwicklungspunkte';

/** der Markt; die Marktpaare; der Vorrat (the reserve and the supply). */
export const MARKET = 'Markt';
export const RESERVE = 'Vorrat';

/** das Gebot, bieten. */
export const BID = 'Gebot';
export const BIDS = 'Gebote';
export const BIDS_DAT = 'Geboten';

/**
 * die Runde; die Fahrt (one move of a cog). A turn is "der Zug" ("am Zug", "Zug beenden"),
 * plain German written as such: the idiom has no other word.
 */
export const ROUND = 'Runde';
export const MOVE = 'Fahrt';
export const MOVES = 'Fahrten';

/** der Konflikt, die Steuer(n), die Startstadt. */
export const CONFLICT = 'Konflikt';
export const TAX = 'Steuer';
export const TAXES = 'Steuern';
export const START_CITY = 'Startstadt';
export const START_CITIES = 'Startstädte';

/** offen / verdeckt for the markers on the board's routes. */
export const FACE_DOWN = 'verdeckt';

/** Goods (K-2). */
export const ORE = 'Erz';
export const FUR = 'Pelz';
export const AMBER = 'Bernstein';
export const SALT = 'Salz';
export const GOODS = 'Waren';
export const GOODS_DAT = 'Waren';

/** Bonus chits (K-5). */
export const CHIT_THREE_TO_ONE = '3:1-Handel';
export const CHIT_EXTRA_MARKER = `+1 ${MARKER_SHORT}`;
export const CHIT_MOVE_TWO = 'Doppelfahrt';
export const CHIT_SECRET_PASSAGE = 'Geheimweg';

/** The advanced rules (K-70 … K-73). */
export const RULE_TAXES = TAXES;
export const RULE_OFFICE_TRADING = `Handel mit ${OFFICES_DAT}`;
export const RULE_CONFLICTS = 'Konflikte';
export const RULE_MEMORY = 'Memory';

/** The one who opened a game ("Host" as German Discord servers say, for anyone). */
export const HOST = 'Host';
/** The computer players' name. */
export const COMPUTER = 'Computer';
