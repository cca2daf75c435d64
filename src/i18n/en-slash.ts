// The slash subcommands' sentences (English): descriptions read in Discord's command picker,
// autocomplete labels, ephemeral answers, and the rules by topic. The rule summaries are in
// our own words (never the rulebook's text) and name the K- decision they come from.
export const enSlash = {
  // Descriptions (Discord shows them under each subcommand and option).
  'slash.start': 'Pick your start city in secret',
  'slash.start.choice': 'The city of one of your route markers',
  'slash.bid': 'Bid route markers for the order of play',
  'slash.bid.choice': 'The markers you bid, e.g. 5 3',
  'slash.move': 'Sail your cog along a route (or send a raided cog on)',
  'slash.move.choice': 'Where to and what you pay',
  'slash.build': 'Build an office here, or take the goods of your offices here',
  'slash.build.choice': 'What to do in this city',
  'slash.guild': 'Move the guild master, or trade with him in his city',
  'slash.guild.choice': 'The move or the trade',
  'slash.buy': 'Buy a pair of route markers from the market for one good',
  'slash.buy.choice': 'The pair and the good you pay',
  'slash.trade': 'Trade goods with the city your cog lies in',
  'slash.trade.choice': 'What you give and what you get',
  'slash.route': 'Lay one of your markers on a route of this city, or in Memory swap a start route',
  'slash.route.choice': 'The route and your marker, or keep both start routes',
  'slash.raid': 'Raid, or answer a raid (split your goods, take a pile)',
  'slash.raid.choice': 'The target, the split or the pile',
  'slash.end': 'End your turn',
  'slash.board': 'Show the board of the game here (only you see the answer)',
  'slash.log': 'Show what has happened in the game here',
  'slash.rules': 'A rule of Kogge, in short',
  'slash.rules.topic': 'Which rule',
  'slash.games': 'The Kogge games running in this server',
  'slash.abandon': 'Abandon the game here (its host, or someone who may manage the server or threads)',
  'slash.offer': 'Offer a trade to a player whose cog is in your city',
  'slash.offer.player': 'The player you offer the trade to',
  'slash.offer.give': 'What you give, e.g. 1 ore, marker 3',
  'slash.offer.get': 'What you ask for, e.g. 2 fur',

  // Autocomplete labels for actions the panel has no words for.
  'slash.label.bid': 'bid {markers}',
  'slash.label.sail': '{route} · pay {payment}',
  'slash.label.free': 'free',
  'slash.label.cityTrade': 'give {give} · get {receive}',
  'slash.label.raider': "send {raider}'s cog: {square}",

  // Answers (ephemeral).
  'slash.done': 'Done: {action}.',
  'slash.doneAny': 'Done.',
  'slash.notUnderstood':
    'I did not understand "{text}" for /kogge {command}; pick one of the choices offered as you type. The game is unchanged.',
  'slash.nothingNow': 'You cannot use /kogge {command} right now. The game is unchanged.',
  'slash.offer.notPlayer': '{player} is not playing in this game.',
  'slash.offer.bad':
    'I could not read "{text}": write goods and markers such as 1 ore, 2 fur, marker 3. The game is unchanged.',
  'slash.board.header': '{header}',
  'slash.log.empty': 'Nothing has happened in this game yet.',
  'slash.log.title': 'What has happened so far (latest last):',
  'slash.games.none': 'No Kogge game is running in this server.',
  'slash.games.list': 'Kogge games running in this server:\n{games}',
  'slash.games.line': '{where} · {status} · {players}',
  'slash.games.lobby': 'waiting for players ({taken}/{seats})',
  'slash.games.playing': 'round {round}',
  'slash.games.setup': 'setting up',
  'slash.abandon.denied':
    'Only the host, {host}, or someone allowed to manage this server or its threads can abandon this game.',
  'slash.abandon.deniedDamaged':
    "This game's stored record is damaged. Only its host, or someone allowed to manage this server or its threads, can abandon it.",
  'slash.abandon.done': 'You abandoned this game. The thread stays as its record.',
  'slash.abandon.public': 'This game was abandoned by {who}. The thread stays as its record.',
  'slash.abandoned': 'This game was abandoned.',

  // /kogge rules: the topics (choice names) and their summaries, with the rule ids.
  'rules.show': '**{title}** ({ids})\n{summary}',
  // Issue 22: the last line of a refusal by the rules, naming the action's topic (a title above).
  'rules.seeTopic': 'Rules: `/kogge rules topic:{topic}`',
  'rules.start.title': 'Start city',
  'rules.start.ids': 'K-13',
  'rules.start.summary':
    'Everyone picks one of their own route markers in secret; its number names the city of your first office, where your cog starts. The picks are shown together; when three or more players chose the same city, those players choose again.',
  'rules.bidding.title': 'Bidding for the order',
  'rules.bidding.ids': 'K-22, K-23',
  'rules.bidding.summary':
    'Each round, in the current order, everyone bids one or more of their route markers openly; nobody may repeat a bid made earlier that round. More identical markers beat fewer; among equals the higher number wins. The bid markers go on to produce goods.',
  'rules.production.title': 'Production',
  'rules.production.ids': 'K-24',
  'rules.production.summary':
    "The markers bid this round make goods: each marker brings two goods of its city's kind, as far as the reserve has them. Offices in that city receive one each first; the city keeps the rest.",
  'rules.guild.title': 'Guild master',
  'rules.guild.ids': 'K-25, K-26, K-41',
  'rules.guild.summary':
    'The new first player moves the guild master one or two cities clockwise. In his city a cog may make one trade with him per turn: three equal markers for the second raid marker, six equal goods for a bonus chit, or one good for one marker of its colour and back. When he has gone round far enough, the game ends.',
  'rules.movement.title': 'Sailing',
  'rules.movement.ids': 'K-30, K-31, K-32',
  'rules.movement.summary':
    'A cog sails along one of the two routes of its city. The first move of a turn costs nothing; each further one costs one good or one route marker. Before taking a face-down route you pay first, then see where it goes.',
  'rules.offices.title': 'Offices and their goods',
  'rules.offices.ids': 'K-34, K-40',
  'rules.offices.summary':
    "Where your cog starts or arrives, you may take the goods lying on your offices there. Building an office costs one good of each of the three kinds the city does not produce, and one route marker of the city's number (two if an office stands there already); a city holds two offices at most.",
  'rules.market.title': 'Buying markers',
  'rules.market.ids': 'K-21, K-42',
  'rules.market.summary':
    'Each round four pairs of route markers are laid out. Once per turn you may pay a single good to take one whole pair.',
  'rules.route.title': 'Changing a route',
  'rules.route.ids': 'K-43, K-73',
  'rules.route.summary':
    "Once per turn you may swap one face-up route marker of your cog's city for one of your own, so the route leads somewhere new. In the Memory variant face-down markers can be swapped too, and before the first round each player, having seen both markers of their start city, may put one of their own in place of one of them or keep both (/kogge route does either).",
  'rules.cityTrade.title': 'Trading with a city',
  'rules.cityTrade.ids': 'K-44',
  'rules.cityTrade.summary':
    'After moving, in a city other than where the turn began, you may swap goods with the city: each good you hand over brings up to two goods of other kinds (three with the 3:1 chit).',
  'rules.raid.title': 'Raids',
  'rules.raid.ids': 'K-45',
  'rules.raid.summary':
    "With a raid marker in hand you may raid another cog in your city (its owner splits their goods into two piles and you take one) or the city and its offices, taking all their goods. Your turn ends, and the victim (or, after a city raid, the next player) sends your cog on along one of the city's routes.",
  'rules.trading.title': 'Trading between players',
  'rules.trading.ids': 'K-46',
  'rules.trading.summary':
    'Whenever two cogs lie in the same city, even outside their turns, their owners may swap any goods and route markers they both agree to, gifts included. One offers; the other accepts or declines. Offices, chits and raid markers are not traded.',
  'rules.end.title': 'Game end and scoring',
  'rules.end.ids': 'K-26, K-50, K-51',
  'rules.end.summary':
    'Five development points (offices plus bonus chits) win at once. Otherwise the game ends when the guild master has travelled far enough, and victory points decide: offices, bonus chits, raid markers still in hand and the goods on your cog and in your offices count; route markers do not.',
  'rules.taxes.title': 'Taxes (advanced)',
  'rules.taxes.ids': 'K-70',
  'rules.taxes.summary':
    "Where the guild master stops, every cog lying in that city hands one good of its owner's choice back to the supply (a cog without goods pays nothing), and the city loses every good that is not of its own kind. Cogs that sail in later in the round are spared.",
  'rules.officeTrading.title': 'Trading with offices (advanced)',
  'rules.officeTrading.ids': 'K-71',
  'rules.officeTrading.summary':
    "If its owner agrees, your cog may deal with another player's office in the city where it lies: goods pass between your cog and that office, route markers between your hand and the owner's. An office never deals with another office.",
  'rules.conflicts.title': 'Conflicts (advanced)',
  'rules.conflicts.ids': 'K-72, K-23',
  'rules.conflicts.summary':
    'Holdings are always hidden. When the player whose turn it is has finished acting, they may challenge one other cog in their city; if they do not, the others lying there may challenge them, in turn order. One conflict a turn at most. Both sides bid route markers in secret, ranked as bids for the order are, and each keeps what the other bid. The better bid names up to three goods, takes those the loser has, and may send the loser one step along a route; equal bids mean no winner.',
  'rules.memory.title': 'Memory (advanced)',
  'rules.memory.ids': 'K-73',
  'rules.memory.summary':
    'Every route marker on the board lies face down. Before the first round you see both markers of your start city and may put one of your own in place of one of them. A route you sail along is shown to all and turned back when your movement ends. Changing a route may swap a face-down marker, and before moving you may pay one good or one marker to look at both markers of your city.',
  'rules.hidden.title': 'Hidden holdings',
  'rules.hidden.ids': 'K-60',
  'rules.hidden.summary':
    'Unless the game was opened with open holdings, only you see your goods and route markers; others see how many you hold. Face-down route markers stay secret from all but those who have seen them.',
} as const;
