// Issue 38, a first game that teaches: /kogge tutorial, its welcome button and the offer to a
// newcomer, and the panel's lines through the scripted round (src/bot/tutorial/). Each step's
// sentence names the concrete choice and the rule behind it; the panel adds the /kogge rules
// topic on the next line. Every parameter comes from the person's own view.
export const enTutorial = {
  'cmd.tutorial': 'Learn Kogge: a first round against computer players, each step explained',
  'welcome.tutorial': 'Learn to play (tutorial)',
  'tutorial.thread': 'Kogge tutorial {id}',
  'tutorial.opened': 'Your tutorial game is in {thread}: its board is there, and this panel is yours.',
  'tutorial.resumed': 'Your tutorial game goes on in {thread}:',
  'tutorial.offer':
    'New to Kogge? `/kogge tutorial` plays a first round with you against computer players, each step explained.',
  'tutorial.offer.button': 'Start the tutorial',
  'tutorial.step': '**Tutorial, step {step} of {steps}:** {text}',
  'tutorial.waiting':
    '**Tutorial:** the computer players choose now. When the thread calls you again, press **{act}** on the board post for your next step.',
  'tutorial.done':
    '**Tutorial:** that was your tutorial round. The computer players take their turns now; from the next round on the choices are yours, as in any game. The hint lines stay on, and **{hint}** asks the coach.',
  'tutorial.left':
    '**Tutorial:** you chose differently from the tutorial. Your move stands: the tutorial’s steps end here, and this goes on as an ordinary game against the computer players, with hint lines.',
  'tutorial.say.start':
    'Choose {city} as your start city: your first office stands there and your cog starts there. {city} makes {good}, the most valuable good ({vp} VP each): whenever a bid includes a {marker}-marker, {city} produces {good} and your office takes a share. The pick costs your {marker}-marker.',
  'tutorial.say.bid':
    'Bid your {marker}-marker alone. The others bid {bids}: your {marker} beats them all, so you play first this round and move the guild master. Each marker bid makes its city produce 2 goods: your {marker} gives {bidCity} 2 {bidGood}, and the {officeMarker}-marker bid before yours gives {officeCity} 2 {officeGood}, one of them for your office there. Bid markers are spent.',
  'tutorial.say.guildMaster':
    'Move the guild master {steps} cities on, from {from} to {to}. The city where he stops gets 2 goods of its own kind, so {to} gets 2 {good} for you to trade for. Each step also moves the END track on; at 18 the game ends.',
  'tutorial.say.sail':
    'Your turn. Office goods come aboard by themselves where your cog starts or arrives: the {good} your office in {from} got is on your cog now. Sail to {to}, on the route with the {marker}-marker: the first move of a turn is free, each further one costs a good or a route marker.',
  'tutorial.say.office':
    'Build an office in {city}: it costs one good of each kind {city} does not make ({cost}) and a {marker}-marker. An office is 1 DP (5 DP win at once) and 10 VP at the end, and it takes a share of the {good} {city} produces.',
  'tutorial.say.cityTrade':
    'Trade with {city}: give {give} and take {take}. You may trade with a city only after sailing there this turn, and each good you give buys up to two of its goods of other kinds: {give} ({giveVp} VP) becomes {take} ({takeVp} VP).',
  'tutorial.say.endTurn':
    'End your turn. You have {dp} DP and {goods} on your cog: {vp} VP if the game ended now. The computer players take their turns next, then a new round opens with a new auction.',
} as const;
