// The coach (issue 26): a hint for the clicking player, ephemeral, and the review after a
// game. Each reason says what the suggested move does and what it gains.
export const enCoach = {
  'coach.button': 'Hint',
  'coach.hint': '**Hint** (only you see this): {reason}',
  'coach.off.league': 'Hints are off in league games: every move there is your own.',
  'coach.off.host': 'The host turned hints off for this game.',
  'coach.nothing': 'You have nothing to decide right now, so there is no hint.',
  'coach.busy': 'Your last hint is still being worked out; it comes in a moment.',
  'cmd.new.coach': 'A Hint button for every player (on unless set to False; always off in league games)',
  'cmd.hint': 'The move a strong computer player would make in your seat now, and why (only you see it)',

  // The review after a game (/kogge game review).
  'slash.review':
    'After the game: where the coach would have made your decisions differently (only you see it)',
  'review.busy': 'Your review is still being worked out; it comes in a moment.',
  'review.notEnded': 'The review opens once the game here is over.',
  'review.noGame': 'There is no finished game here to review: ask in the thread of a game that is over.',
  // Counted by {count}: the decisions the person made themself (issue 38: not a computer
  // player's in their seat, nor a deadline's default move).
  'review.none.one':
    'The coach looked again at your {count} decision and would not have made it clearly differently.',
  'review.none.other':
    'The coach looked again at {examined} of your {count} decisions and would have made none of them clearly differently.',
  'review.title.one': 'The coach looked again at your {count} decision. It would have chosen differently:',
  'review.title.other':
    'The coach looked again at {examined} of your {count} decisions. Where it would have chosen differently, the biggest differences first:',
  'review.nothing': 'You made no decision of your own in this game, so there is nothing to review.',
  'review.item': '**Round {round}.** You: {did}\nThe coach: {suggest}',

  'coach.reason.sail.office': 'Sail to {city}: you can build an office there (1 DP and 10 VP).',
  'coach.reason.sail.chit':
    'Sail to {city}: the guild master is there; trade six {good} with him for a bonus chit (1 DP and 20 VP).',
  'coach.reason.sail.tradeOffice':
    'Sail to {city}: trade {give} for {receive} there and build an office at once.',
  'coach.reason.sail.tradeNext':
    'Sail to {city}: trade {give} for {receive} there, and your office in {target} lacks nothing more.',
  'coach.reason.sail.trade': 'Sail to {city}: trade {give} for {receive} there.',
  'coach.reason.sail.collect': 'Sail to {city}: pick up {goods} from your office there.',
  'coach.reason.sail.toward': 'Sail to {city}: on the way to your next office, in {target}.',
  'coach.reason.sail.move': 'Sail to {city}: it leaves your cog better placed than staying.',
  'coach.reason.sail.faceDown':
    'Sail from {city} down the {side} face-down route: no route you can read leads anywhere better.',
  'coach.reason.buildOffice': 'Build an office in {city}: 1 DP and {vp} VP.',
  'coach.reason.buildOffice.win': 'Build an office in {city}: your fifth DP wins the game at once.',
  'coach.reason.collectOffice': 'Take {goods} from your office in {city} onto your cog.',
  'coach.reason.cityTrade':
    'Trade {give} for {receive} in {city}: goods your next office, in {target}, needs.',
  'coach.reason.cityTrade.worth': 'Trade {give} for {receive} in {city}: goods worth more VP to you.',
  'coach.reason.cityTrade.office':
    'Trade {give} for {receive} in {city}: then you can build an office here this turn.',
  'coach.reason.gm.chit': 'Trade six {good} with the guild master for the {chit} chit: 1 DP and {vp} VP.',
  'coach.reason.gm.raidMarker':
    'Trade three {marker}-markers with the guild master for your second raid marker: {vp} VP while you hold it.',
  'coach.reason.gm.goodForMarker':
    'Trade one {good} with the guild master for a {marker}-marker: markers open offices.',
  'coach.reason.gm.goodForMarker.toward':
    'Trade one {good} with the guild master for a {marker}-marker: your office in {target} needs it.',
  'coach.reason.gm.markerForGood':
    'Trade a {marker}-marker with the guild master for one {good}: a good your next office lacks.',
  'coach.reason.buyMarkers': 'Buy the market pair {markers} for one {good}: markers to open more offices.',
  'coach.reason.buyMarkers.toward':
    'Buy the market pair {markers} for one {good}: it holds the marker your office in {target} needs.',
  'coach.reason.raid.cog':
    'Raid {player}’s cog in {city}: they split their goods in two piles and you take one.',
  'coach.reason.raid.city': 'Raid {city}: take all its goods, its offices’ too.',
  'coach.reason.endTurn': 'End your turn: nothing else open now gains more than it costs.',
  'coach.reason.chooseStart.worth':
    'Start in {city}: of the cities open to you, its good, {good}, is worth the most ({vp} VP apiece).',
  'coach.reason.chooseStart':
    'Start in {city}: of the cities open to you, the coach rates it best for your first office.',
  'coach.reason.bid': 'Bid {markers}: the markers you will miss least, for a fair place in the turn order.',
  'coach.reason.guildMaster.end': 'Move the guild master to {city}: that ends the game while you lead on VP.',
  'coach.reason.guildMaster.cog': 'Move the guild master to {city}: he brings 2 goods where your cog lies.',
  'coach.reason.guildMaster.move': 'Move the guild master to {city}: the better of his two stops for you.',
  'coach.reason.answerOffer.accept':
    'Accept {player}’s offer: what you get is worth more to you than what you give.',
  'coach.reason.answerOffer.decline': 'Decline {player}’s offer: it costs you more than it brings.',
  'coach.reason.move': '{move}: of what is open now, the coach rates it best.',

  // The moves without a reason of their own, each named with what it does (issue 38).
  'coach.move.changeRoute': 'Put your {marker}-marker on the {side} route of {city}',
  'coach.move.splitGoods': 'Split your goods into {goods} and {rest}',
  'coach.move.takePile': 'Take pile {count} ({goods})',
  'coach.move.moveRaider.open': 'Send {player}’s cog from {city} to {target}',
  'coach.move.moveRaider.faceDown': 'Send {player}’s cog from {city} down the {side} face-down route',
  'coach.move.offerTrade': 'Offer {player} {offer} for {ask}',
  'coach.move.offerTrade.office': 'Offer {player}’s office in {city} {offer} for {ask}',
  'coach.move.withdrawTrade': 'Withdraw your offer to {player}',
  'coach.move.setAutoCollect.on': 'Turn office pick-up on',
  'coach.move.setAutoCollect.off': 'Turn office pick-up off',
  'coach.move.startSwap.swap': 'Put your {marker}-marker on the {side} route of {city}',
  'coach.move.startSwap.keep': 'Keep both routes of {city} as they are',
  'coach.move.payTax': 'Pay the tax with one {good}',
  'coach.move.lookAtRoutes': 'Look at both face-down routes of {city}',
  'coach.move.challenge': 'Challenge {player}’s cog in {city}',
  'coach.move.declineConflict': 'Let the conflict in {city} pass',
  'coach.move.conflictBid': 'Bid {markers} in the conflict',
  'coach.move.conflictBid.none': 'Bid no markers in the conflict',
  'coach.move.demandGoods': 'Demand {goods} from {player}',
  'coach.move.pushLoser.open': 'Push {player}’s cog from {city} to {target}',
  'coach.move.pushLoser.faceDown': 'Push {player}’s cog from {city} down the {side} face-down route',
  'coach.move.pushLoser.stay': 'Leave {player}’s cog in {city}',
  'coach.move.unnamed': 'This move',
} as const;
