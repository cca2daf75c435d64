// The French words for the game, chosen once: every sentence of the French catalogue takes
// its terms from here (template literals), so a term changes in one place. The terms come from
// the French rulebook (/work/shared/rules/kogge-rules-fr.txt) where it has one, so that a
// player who learnt Kogge at a table meets the same words here.
//
// A change of term may change a gender: the sentences agree with the genders noted here (la
// cogue, le comptoir, la tuile, l’échevin, la marchandise, l’enchère, la manche, le tour), so
// a term of another gender means reading the sentences that use it again.

/** A term at the start of a sentence. */
export const cap = (term: string): string => term.charAt(0).toUpperCase() + term.slice(1);

/** The ship: « cogue » (f.), the rulebook's word (it also says kogge, once). */
export const cog = 'cogue';
export const cogs = 'cogues';

/** « comptoir » (m.): the rulebook's « comptoir de commerce », shortened as it does itself. */
export const office = 'comptoir';
export const offices = 'comptoirs';

/**
 * Route marker: the rulebook's tile « route de commerce », here « tuile route » (f.), short
 * enough for buttons and images; « tuile » alone where the sentence already speaks of routes.
 */
export const marker = 'tuile route';
export const markers = 'tuiles route';
export const tile = 'tuile';
export const tiles = 'tuiles';

/** Guild master: the rulebook's « échevin » (de la guilde), m.; elided forms for the articles. */
export const gm = 'échevin';
export const theGm = 'l’échevin';
export const TheGm = 'L’échevin';
/** The pawn on the board carries one letter (its figure is narrow), as English's « GM »; the
 * status line beside it says « Échevin à … ». */
export const gmLetter = 'É';

/** Bonus chit and raid marker: the rulebook's « tuile bonus » and « tuile raid » (f.). */
export const chit = 'tuile bonus';
export const chits = 'tuiles bonus';
export const raidMarker = 'tuile raid';
export const raidMarkers = 'tuiles raid';
export const raid = 'raid';
/** The rulebook calls the one who raids « le pirate » or « le voleur »; « pillard » is both. */
export const raider = 'pillard';

/** Development and victory points, with the abbreviations French rulebooks use (PD, PV). */
export const dp = 'PD';
export const vp = 'PV';
export const dpLong = 'points de développement';
export const vpLong = 'points de victoire';

/** « marchandise » (f.) for a good; the four goods as the rulebook names them. */
export const good = 'marchandise';
export const goods = 'marchandises';
/** Where an image has only English's room: « 5 march. ». */
export const goodsShort = 'march.';
/** Issue 38: « minerai » (m.) for ore, the word French players use for it. */
export const ore = 'minerai';
export const fur = 'fourrure';
export const amber = 'ambre';
export const salt = 'sel';

/**
 * A counted good, « minerai ×2 »: the good's name comes as one word in the singular (goodName),
 * and French would need « 2 minerais », « 2 fourrures »; the × notation reads right for all four
 * and matches the board's own ×count.
 */
export const counted = (what: string, count: string): string => `${what} ×${count}`;

/** « enchère » (f.) for a bid, « miser » for bidding (the rulebook uses both). */
export const bid = 'enchère';
export const bids = 'enchères';

/**
 * Round and turn: the rulebook says « tour » for both; « manche » (f.) for the round keeps
 * them apart, as French board games do.
 */
export const round = 'manche';
export const turn = 'tour';

/** Four pairs of route markers laid out each round: the rulebook has no name, « marché » (m.). */
export const market = 'marché';
/** The common supply of goods and markers: « réserve », as in the rulebook. */
export const reserve = 'réserve';

export const faceDown = 'face cachée';
export const faceUp = 'face visible';
export const startCity = 'ville de départ';
export const secretPassage = 'passage secret';
/** The order players act in: the rulebook's « ordre du tour de jeu », shortened. */
export const order = 'ordre de jeu';
/** The guild master's END tile: « fin de jeu » in the rulebook, FIN on the board. */
export const end = 'FIN';

/** The advanced rules: « conflit » (m.), « taxe » (f.), « mémoire » (f.). */
export const conflict = 'conflit';
export const conflicts = 'conflits';
export const tax = 'taxe';
export const taxes = 'taxes';

/** Discord's own French words (its client says « salon », « fil », « serveur »). */
export const channel = 'salon';
export const thread = 'fil';
export const threads = 'fils';
export const server = 'serveur';
export const game = 'partie';
export const games = 'parties';
export const host = 'hôte';
export const computer = 'joueur ordinateur';
export const computers = 'joueurs ordinateurs';
export const league = 'ligue';
export const leagues = 'ligues';

/**
 * Cities (K-1) in their usual French form where French has one: Copenhague, Dantzig (the
 * French rulebook's spelling); Åbo and Reval as the game's era and the board name them (not
 * Turku, Tallinn); Lübeck, Stralsund, Stockholm, Visby, Riga as in every language.
 */
export const cities = [
  'Visby',
  'Stockholm',
  'Åbo',
  'Reval',
  'Riga',
  'Dantzig',
  'Stralsund',
  'Lübeck',
  'Copenhague',
] as const;
