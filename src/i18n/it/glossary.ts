// The Italian words for the game, chosen once: every sentence of the Italian catalogue takes
// its terms from here (template literals), so a term changes in one place. The terms come from
// the Italian rulebook (/work/shared/rules/kogge-rules-it.txt) where it has an Italian one.
//
// A change of term may change a gender: the sentences agree with the genders noted here (la
// cocca, l’ufficio m., il segnalino, il Maestro della Gilda, la merce, l’offerta f., il round,
// il turno), so a term of another gender means reading the sentences that use it again.

/** A term at the start of a sentence. */
export const cap = (term: string): string => term.charAt(0).toUpperCase() + term.slice(1);

/**
 * The ship: the rulebook keeps the English « Cog » (feminine: « la sua Cog »); « cocca » is the
 * Italian name of the same ship, feminine too, and reads as Italian in every sentence.
 */
export const cog = 'cocca';
export const cogs = 'cocche';

/** « ufficio » (m.), the rulebook's word for the Kontor (« uffici di commercio »). */
export const office = 'ufficio';
export const offices = 'uffici';

/** Route marker: the rulebook's « segnalino di rotta » (m.); « segnalino » alone where short. */
export const marker = 'segnalino di rotta';
export const markers = 'segnalini di rotta';
export const tile = 'segnalino';
export const tiles = 'segnalini';

/** Guild master: the rulebook's « Maestro della Gilda » (m.), capitalised as it writes it. */
export const gm = 'Maestro della Gilda';
export const theGm = 'il Maestro della Gilda';
export const TheGm = 'Il Maestro della Gilda';
/** The pawn on the board carries one or two letters, as English's « GM »: « MG ». */
export const gmLetter = 'MG';

/** Bonus chit and raid marker: the rulebook's « segnalino bonus » and « segnalino Raid » (m.). */
export const chit = 'segnalino bonus';
export const chits = 'segnalini bonus';
export const raidMarker = 'segnalino raid';
export const raidMarkers = 'segnalini raid';
/** « raid » (m., invariable), the rulebook's own word; the one who raids is the « predone ». */
export const raid = 'raid';
export const raider = 'predone';

/** Development and victory points with the rulebook's own abbreviations, DP and VP. */
export const dp = 'DP';
export const vp = 'VP';
export const dpLong = 'punti sviluppo';
export const vpLong = 'punti vittoria';

/** « merce » (f.) for a good; the four goods as the rulebook names them. */
export const good = 'merce';
export const goods = 'merci';
export const ore = 'minerale';
export const fur = 'pelliccia';
export const amber = 'ambra';
export const salt = 'sale';

/**
 * A counted good, « minerale ×2 »: the good's name comes as one word (goodName), and Italian
 * would need « 2 pellicce » for « pelliccia »; the × notation reads right for all four and
 * matches the board's own ×count.
 */
export const counted = (what: string, count: string): string => `${what} ×${count}`;

/** « offerta » (f.) for a bid, « offrire » for bidding; the rulebook uses both with « asta ». */
export const bid = 'offerta';
export const bids = 'offerte';

/** Round and turn: « round » (m., invariable) as Italian board games say, « turno » (m.). */
export const round = 'round';
export const turn = 'turno';

/** Four pairs of route markers laid out each round: « mercato » (m.). */
export const market = 'mercato';
/** The common supply: « riserva » (f.), as in the rulebook. */
export const reserve = 'riserva';

export const faceDown = 'coperto';
export const startCity = 'città di partenza';
export const secretPassage = 'passaggio segreto';
/** The order players act in: « ordine di turno ». */
export const order = 'ordine di turno';
/** The guild master's END tile: « FINE ». */
export const end = 'FINE';

/** The advanced rules: « conflitto » (m.), « tassa » (f.). */
export const conflict = 'conflitto';
export const conflicts = 'conflitti';
export const tax = 'tassa';
export const taxes = 'tasse';

/** Discord's own Italian words (its client says « canale », « thread », « server »). */
export const channel = 'canale';
export const thread = 'thread';
export const threads = 'thread';
export const server = 'server';
export const game = 'partita';
export const games = 'partite';
/** Who opened the lobby: « organizzatore » (« host » is English, « ospite » means guest). */
export const host = 'organizzatore';
export const computer = 'giocatore computer';
export const computers = 'giocatori computer';
export const league = 'lega';
export const leagues = 'leghe';

/**
 * Cities (K-1) in their usual Italian form: Stoccolma, Danzica, Lubecca, Copenaghen; Åbo and
 * Reval as the game's era and the rulebook name them (not Turku, Tallinn); Visby, Riga and
 * Stralsund as in every language.
 */
export const cities = [
  'Visby',
  'Stoccolma',
  'Åbo',
  'Reval',
  'Riga',
  'Danzica',
  'Stralsund',
  'Lubecca',
  'Copenaghen',
] as const;
