// The English catalogue: every sentence a player reads, by key, with {named} parameters.
// Another language is another file of the same keys (see translate.ts).
import { enAdvanced } from './en-advanced';
import { enBoard } from './en-board';
import { enBot } from './en-bot';
import { enConfig } from './en-config';
import { enDeploy } from './en-deploy';
import { enErrors } from './en-errors';
import { enSeats } from './en-seats';
import { enDeadline } from './en-deadline';
import { enLeague } from './en-league';
import { enSeasons } from './en-seasons';
import { enRounds } from './en-rounds';
import { enManage } from './en-manage';
import { enSlash } from './en-slash';
import { enTable } from './en-table';
import { enTeach } from './en-teach';
import { enVerify } from './en-verify';
import { enWelcome } from './en-welcome';
import { enCoach } from './en-coach';
import { enAssist } from './en-assist';
import { enTutorial } from './en-tutorial';

/** en.ts's own sentences (exported for the check that no two catalogue files share a key). */
export const sentences = {
  // Cities (K-1): numbers are what the game uses, names are for display.
  'city.0': 'Visby',
  'city.1': 'Stockholm',
  'city.2': 'Åbo',
  'city.3': 'Reval',
  'city.4': 'Riga',
  'city.5': 'Danzig',
  'city.6': 'Stralsund',
  'city.7': 'Lübeck',
  'city.8': 'Copenhagen',

  // The letter every piece of a player's colour (K-5) carries (colour-blind safety).
  'color.letter.red': 'R',
  'color.letter.green': 'G',
  'color.letter.blue': 'B',
  'color.letter.yellow': 'Y',

  // Bonus chits (K-5).
  'chit.threeToOne': '3:1 trading',
  'chit.extraMarker': '+1 route marker',
  'chit.moveTwo': 'move two',
  'chit.secretPassage': 'secret passage',

  // Bonus chits as the small tiles on the board.
  'chit.tile.threeToOne': '3:1',
  'chit.tile.extraMarker': '+1',
  'chit.tile.moveTwo': '2×',
  'chit.tile.secretPassage': 'SP',

  // Goods (K-2).
  'good.ore': 'ore',
  'good.fur': 'fur',
  'good.amber': 'amber',
  'good.salt': 'salt',
  'goods.count.one': '{count} {good}',
  'goods.count.other': '{count} {good}',
  'goods.nothing': 'nothing',
  'list.and': '{first} and {last}',
  'list.more.one': '… and {count} more not shown here.',
  'list.more.other': '… and {count} more not shown here.',

  // One line per public event (the board's log).
  'event.startPicked': '{player} chose a start city',
  'event.startRevealed': 'Starts, an office each: {picks}',
  'event.startRevealed.repick': 'Starts: {picks}; {players} pick again',
  'event.startPick': '{player} {city}',
  'event.startSettled':
    '{city} is still crowded, so the lot decides: {city} for {kept}, another city for {moved}',
  'event.officeFounded': '{player} founded an office in {city}',
  'event.roundStarted': 'Round {round} begins',
  'event.extraMarkerDrawn': '{player} drew a bonus route marker',
  'event.marketReturned.one': '{count} unsold marker went back',
  'event.marketReturned.other': '{count} unsold markers went back',
  'event.marketDrawn': 'Market: {pairs}',
  'event.bid': '{player} bid {markers}',
  'event.passed.noMarkers': '{player} passed: no route markers left to bid',
  'event.passed.onlyRepeats': '{player} passed: every bid they had was taken',
  'event.produced.one': '{city} produced {count} {good}',
  'event.produced.other': '{city} produced {count} {good}',
  'event.produced.offices.one': '{city} produced {count} {good} ({toOffices} to {owners})',
  'event.produced.offices.other': '{city} produced {count} {good} ({toOffices} to {owners})',
  'event.orderSet': 'Order: {players}',
  'event.guildMasterMoved': '{player} moved the guild master to {city} ({steps}/{end})',
  'event.guildMasterSupplied.one': '{city} got {count} {good}',
  'event.guildMasterSupplied.other': '{city} got {count} {good}',
  'event.turnStarted': "{player}'s turn in {city}",
  'event.officeGoodsTaken': '{player} took {goods} from an office',
  'event.sailed': '{player} sailed {from} {hops}',
  'event.sailed.paid': '{player} sailed {from} {hops}, paid {paid}',
  'event.sailed.paidGoods': '{player} sailed {from} {hops}, paid {paid} ({goods})',
  'hop.open': '→ {city}',
  'hop.secret': '→ {city} (secret passage)',
  'hop.revealed': '→ ? (revealed {city})',
  'hop.revealed.blocked': '→ ? (revealed {city}: blocked, stays)',
  'event.officeBuilt': '{player} built an office in {city}',
  'event.gmTraded.raidMarker': '{player} got the second raid marker',
  'event.gmTraded.bonusChit': '{player} got the {chit} chit for 6 {good}',
  'event.gmTraded.goodForMarker': '{player} traded {good} for a route marker',
  'event.gmTraded.markerForGood': '{player} traded a route marker for {good}',
  'event.markersBought': '{player} bought route markers {markers} for 1 {good}',
  'event.cityTraded': '{player} gave {city} {give} and took {receive}',
  'event.routeChanged': '{player} changed a route in {city}',
  'event.raided.city': '{player} raided {city}',
  'event.raided.city.taken': '{player} raided {city} and took {goods}',
  'event.raided.cog': '{player} raided {victim} in {city}',
  'event.goodsSplit': '{victim} split their goods: {first} and {second}',
  'event.pileTaken.one': '{player} took {count} good from {victim}',
  'event.pileTaken.other': '{player} took {count} goods from {victim}',
  'event.raiderMoved': "{by} sent {player}'s cog from {from} to {to}",
  'event.raiderMoved.blocked': "{by} tried to send {player}'s cog to {to}: blocked",
  'event.turnEnded': '{player} ended the turn',
  'event.tradeOffered': '{from} offered {to} a trade',
  'event.tradeAccepted': "{to} accepted {from}'s trade",
  'event.tradeDeclined': "{to} declined {from}'s trade",
  'event.tradeWithdrawn': '{from} withdrew a trade offer',
  'event.tradeCancelled': 'A trade offer lapsed',
  'event.autoCollectSet.on': '{player} turned office pick-up on',
  'event.autoCollectSet.off': '{player} turned office pick-up off',
  'event.gameEnded.one': 'Game over: {players} wins',
  'event.gameEnded.shared': 'Game over: {players} share the win',

  // The board image: status, players, market, reserve, log, final table, key.
  'board.title': 'KOGGE',
  'board.round': 'Round {round}',
  'board.setup': 'Setup',
  'board.waiting': 'Waiting:',
  'board.waitingFor': '{player}: {decision}',
  'board.offers': 'Trade offers: {offers}',
  'board.offer': '{from} → {to}',
  'board.guildMaster': 'Guild master',
  'board.progress': '{steps}/{end} to END',
  'board.dp': '{dp} DP',
  'board.times': '×{count}',
  'board.absent': 'absent',
  'board.picked': 'picked',
  'board.bid': 'bid {markers}',
  'board.passed': 'passed',
  'board.holdings': '{goods} · {markers}',
  'board.goodsCount.one': '{count} good',
  'board.goodsCount.other': '{count} goods',
  'board.markerCount.one': '{count} marker',
  'board.markerCount.other': '{count} markers',
  'board.noMarkers': 'no markers',
  'board.market': 'Market',
  'board.reserve': 'Reserve',
  'board.reserveMarkers.one': '{count} marker',
  'board.reserveMarkers.other': '{count} markers',
  'board.chitsLeft': 'Bonus chits left',
  'board.log': 'Log',
  'board.finalScore': 'Final score',
  'board.column.vp': 'VP',
  'board.column.dp': 'DP',
  'board.column.offices': 'offices',
  'board.column.chits': 'chits',
  'board.column.raids': 'raids',
  'board.column.goods': 'goods VP',
  'board.finalNote': 'raids: raid markers kept · goods VP: cog and offices',
  'board.winner': '★ {player}',
  'board.banner.wins': '{player} wins!',
  'board.banner.shared': '{players} share the win!',
  'board.banner.developmentPoints': 'Game over: 5 development points',
  'board.banner.guildMaster': 'Game over: the guild master reached the end',
  'board.city': '{number} {city}',
  'board.legend.title': 'Goods, VP each',
  'board.legend.good': '{good} {vp}',
  'board.legend.faceDown': 'face-down route',
  'board.piece.guildMaster': 'GM',
  'board.piece.end': 'END',

  // The images' descriptions (Discord's alt text, read out by screen readers).
  'alt.board': 'Kogge board, {round}: {phase}.',
  'alt.waiting': 'Waiting for {who}.',
  'alt.guildMaster': 'The guild master is in {city}, {steps}/{end} to the end.',
  'alt.player': '{player} {dp} DP',
  'alt.player.absent': '{player} {dp} DP (absent)',
  'alt.standings': 'In turn order: {players}.',
  'alt.score': '{player} {vp} VP',
  'alt.final.one': 'Final score: {scores}. Winner: {winners}.',
  'alt.final.other': 'Final score: {scores}. Winners: {winners}.',
  'alt.hand': "{player}'s hand: {markers}; goods on the cog: {goods}; {vp} VP if the game ended now.",
  'alt.markers.one': 'route marker {markers}',
  'alt.markers.other': 'route markers {markers}',
  'alt.noMarkers': 'no route markers',

  // Phases and the decisions the game waits for, as the panel names them.
  'phase.startChoice': 'Choosing start cities',
  'phase.bidding': 'Auction for the order',
  'phase.guildMaster': 'Guild master moves',
  'phase.turn': "{player}'s turn",
  'phase.turn.acting': "{player}'s turn: acting",
  'phase.turn.moves.one': "{player}'s turn: {count} move made",
  'phase.turn.moves.other': "{player}'s turn: {count} moves made",
  'phase.raid': '{raider} raids {target}',
  'phase.raid.piles': '{raider} raids {target} (piles {first}/{second})',
  'phase.ended': 'Game over',
  'decision.startChoice': 'pick a start city',
  'decision.bid': 'bid',
  'decision.guildMaster': 'move the guild master',
  'decision.turn': 'sail and act',
  'decision.raidSplit': 'split your goods',
  'decision.raidPickPile': 'take a pile',
  'decision.raidDestination': "move the raider's cog",
  'decision.tradeOffer': 'answer a trade',

  // The hand image, shown to its player only.
  'hand.vp': '{vp} VP',
  'hand.vp.final': 'final score',
  'hand.vp.now': 'if the game ended now',
  'hand.dp': '{dp} DP',
  'hand.offices.one': '{count} office',
  'hand.offices.other': '{count} offices',
  'hand.cog': 'cog in {city}',
  'hand.order': 'order {order}',
  'hand.startPick': 'start pick {value} ({city})',
  'hand.markers.one': 'Route markers ({count})',
  'hand.markers.other': 'Route markers ({count})',
  'hand.goods.one': 'Goods on your cog ({count})',
  'hand.goods.other': 'Goods on your cog ({count})',
  'hand.chits': 'Bonus chits',
  'hand.chits.none': 'none yet',
  'hand.raids': 'Raid markers',
  'hand.raids.inHand.one': '{count} in hand',
  'hand.raids.inHand.other': '{count} in hand',
  'hand.raids.setAside.one': '{count} in hand, {aside} set aside for the GM',
  'hand.raids.setAside.other': '{count} in hand, {aside} set aside for the GM',
  'hand.raidPiles': 'Raid piles:',
  'hand.raidPile': '{number})',
  'hand.known': 'Face-down routes you know',
  'hand.known.none': 'none',
  'hand.square.0': '{city} left',
  'hand.square.1': '{city} right',
  'hand.offers': 'Your trade offers',
  'hand.offer.sent': 'To {player}: you give {give}; you get {receive}',
  'hand.offer.received': 'From {player}: you get {receive}; you give {give}',
  'hand.offer.markers.one': 'marker {markers}',
  'hand.offer.markers.other': 'markers {markers}',
  'hand.offers.more.one': '… and {count} more offer',
  'hand.offers.more.other': '… and {count} more offers',
} as const;

/** The parts' types as one: `A & B & …`, what `{ ...a, ...b, … }` gives for distinct keys. */
type Merged<T extends readonly object[]> = T extends readonly [
  infer First,
  ...infer Rest extends readonly object[],
]
  ? First & Merged<Rest>
  : unknown;

/**
 * `{ ...parts[0], ...parts[1], … }`, the same keys in the same order, built by Object.assign:
 * one object literal with these spreads made V8 allocate 6.6 MB while this module loaded,
 * Object.assign 0.7 MB (measured), in the bot and in every render worker (issue 8).
 */
function merged<T extends readonly object[]>(...parts: T): Merged<T> {
  return Object.assign({}, ...parts) as Merged<T>;
}

// The parts, each a file of its own: engine errors; the images' newer words; the local table's
// page; the bot; the slash commands and rules by topic; the advanced game (K-70 … K-73);
// seats; K-80 deadlines; deploy-commands on the terminal; fair games (issue 21); leagues, their
// seasons, rounds and management (issues 23, 37); start-up configuration; teaching, the welcome
// and the tutorial (issues 24, 38); the coach (issue 26); assisted seats (issue 37).
export const en = merged(
  sentences,
  enErrors,
  enBoard,
  enTable,
  enBot,
  enSlash,
  enAdvanced,
  enSeats,
  enDeadline,
  enDeploy,
  enVerify,
  enLeague,
  enSeasons,
  enRounds,
  enManage,
  enConfig,
  enTeach,
  enWelcome,
  enTutorial,
  enCoach,
  enAssist,
);

export type MessageKey = keyof typeof en;

/**
 * Keys whose English text is typed `string` rather than its literal (a part file without
 * `as const`): their parameters could not be read from the type (issue 38). There must be none.
 */
type WideKeys = { [K in MessageKey]: string extends (typeof en)[K] ? K : never }[MessageKey];
/** Does not compile while a part file's texts are widened to `string`. */
export const EVERY_TEXT_LITERAL: [WideKeys] extends [never] ? true : WideKeys = true;
