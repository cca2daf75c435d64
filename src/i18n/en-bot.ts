// The bot's sentences (English): slash commands, the lobby, public posts, ephemeral panels
// and replies. Merged into the English catalogue (en.ts) so `t()` knows every key.
export const enBot = {
  // Slash commands (names are fixed; descriptions are read in Discord's command picker).
  'cmd.kogge': 'Play Kogge, the Hanseatic trading game',
  'cmd.new': 'Open a new game in a thread of this channel',
  'cmd.new.players': 'How many people play (with computer players, 2–4 seats in all)',
  'cmd.new.holdings': "Whether everyone sees each player's goods and route markers",
  'cmd.new.holdings.hidden': 'hidden (each player sees only their own)',
  'cmd.new.holdings.open': 'open (everyone sees everything held)',
  'cmd.hand': 'Show your goods and route markers (only you see them)',
  // Discord's 25-subcommand limit: the host's and finished games' tools, the server's tools.
  'cmd.group.game': 'Tools for this game: seats, deadline, abandon, export, verify',
  'cmd.group.server': 'Tools for this server (Manage Server)',
  'cmd.server.status':
    "This server's shard, the gateway's latency, its running games and the store (Manage Server)",
  'cmd.server.language': 'The language of public posts and boards in new games here (Manage Server)',
  'cmd.server.language.option': "A language, or the server's preferred language",
  'cmd.server.language.preferred': "The server's preferred language (Discord's server setting)",
  // Issue 38: /kogge server boards.
  'cmd.server.boards':
    'How game threads show the board: one live board, or a new one every move (Manage Server)',
  'cmd.server.boards.option':
    'live: one board kept current; every move: a new board each time play passes on',
  'cmd.server.boards.live': 'Live: one board edited in place, a short line pings who is next',
  'cmd.server.boards.everyMove': 'Every move: a new board image each time play passes to another player',
  'cmd.settings': 'Your own settings: hint lines in panels, league reminders by DM',
  'cmd.settings.hints': 'Show a line on what each choice means (default: in your first games)',
  'cmd.settings.reminders': 'Also remind you of league deadlines by direct message',
  'settings.shown': 'Your settings: hint lines {hints}; league reminders {reminders}.',
  'settings.saved': 'Saved. Your settings: hint lines {hints}; league reminders {reminders}.',
  'settings.hints.on': 'on',
  'settings.hints.off': 'off',
  'settings.hints.firstGames': 'in your first games',
  'settings.reminders.dm': 'in the thread and by direct message',
  'settings.reminders.thread': 'in the thread only',

  // The lobby.
  // Counted sentences are plural families (.one/.other), filled by plural(key, count …).
  'lobby.title.one': '**Kogge** · a game for {count} player · host {host}',
  'lobby.title.other': '**Kogge** · a game for {count} players · host {host}',
  'lobby.holdings.hidden': 'Holdings hidden: each player sees only their own goods and route markers.',
  'lobby.holdings.open': "Holdings open: everyone sees every player's goods and route markers.",
  'lobby.seats': 'Seats {taken}/{players}: {names}',
  'lobby.seats.empty': 'none taken yet',
  'lobby.hint': 'Press Join to take a seat; the host presses Start once every seat is taken.',
  'lobby.started': 'The game has begun below.',
  'lobby.abandoned': 'This game was abandoned.',
  // Issue 20: a lobby nobody started closes (bot/lobby-expiry.ts).
  'lobby.expired.one':
    '⌛ Nobody started this game within {count} hour, so its lobby has closed. Anyone may open a new one with /kogge new.',
  'lobby.expired.other':
    '⌛ Nobody started this game within {count} hours, so its lobby has closed. Anyone may open a new one with /kogge new.',
  'button.join': 'Join',
  'button.leave': 'Leave',
  'button.start': 'Start',
  'reply.joined': 'You have a seat in this game.',
  'reply.alreadySeated': 'You already have a seat in this game.',
  'reply.full': 'Every seat in this game is taken.',
  'reply.left': 'You gave up your seat.',
  'reply.notSeated': 'You do not have a seat in this game.',
  'reply.hostOnly': 'Only the host, {host}, can start the game.',
  'reply.hostCannotLeave': 'The host keeps their seat; the game needs its host.',
  'reply.notEnough': 'The game needs {needed}; {joined} so far.',
  'reply.notEnough.needed.one': '{count} player',
  'reply.notEnough.needed.other': '{count} players',
  'reply.notEnough.joined.one': '{count} has joined',
  'reply.notEnough.joined.other': '{count} have joined',
  'reply.notInLobby': 'This game has already started.',

  // /kogge new.
  'thread.name': 'Kogge {id}',
  'new.opened.one': '{host} opened a Kogge game for {count} player: join it in {thread}.',
  'new.opened.other': '{host} opened a Kogge game for {count} players: join it in {thread}.',
  // Issue 38: every seat already taken (computer players filled the rest): nobody is asked to join.
  'new.opened.full.one': '{host} opened a Kogge game for {count} player in {thread}; every seat is taken.',
  'new.opened.full.other': '{host} opened a Kogge game for {count} players in {thread}; every seat is taken.',
  'new.inChannel': 'I may not create threads here, so this game is played in this channel.',
  'new.cannotPost':
    'I cannot post in this channel: I need View Channel, Send Messages, Attach Files and Read Message History here.',
  'new.guildOnly': 'Kogge is played in a server channel, not in direct messages.',
  // Issue 20: the caps of game-limits.ts, each refused politely and only to the asker.
  'new.channelFull':
    'This channel already has as many running games as it may hold ({count}). Please finish or abandon one first, or open the game in another channel.',
  'new.channelBusy':
    'A game is already played right here, and a new one could not have a thread of its own from here. Please finish or abandon that game first, or use another channel.',
  'new.tooManyHosted':
    'You already host as many running games as one person may host at once ({count}). Please finish or abandon one of them first.',
  'new.tooManyComputerGames':
    'You already have as many games against computer players running as one person may have at once ({count}). Please finish or abandon one of them first.',

  // Public posts.
  'post.header': '**Round {round}** · {phase}',
  'post.setup': '**Setup** · {phase}',
  'post.awaiting': '{who}: {decision}',
  'post.startChoice.chosen': '{player} has chosen',
  'post.startChoice.choosing': '{player} is choosing',
  'post.log': 'Latest:',
  'post.logLine': '• {line}',
  'post.ended': '**Game over.** {result}',
  'post.ended.one': 'The winner is {players}.',
  'post.ended.shared': 'The winners are {players}.',
  'post.score': '{rank}. {player}: {vp} VP ({dp} DP, {offices}, {chits})',
  'post.score.offices.one': '{count} office',
  'post.score.offices.other': '{count} offices',
  'post.score.chits.one': '{count} chit',
  'post.score.chits.other': '{count} chits',
  'post.offer': '{to}: {from} offers you a trade. Press Act, then Trade offers, to see it and answer.',
  'post.offer.accepted': "{from}'s trade offer to {to}: accepted.",
  'post.offer.declined': "{from}'s trade offer to {to}: declined.",
  'post.offer.withdrawn': "{from}'s trade offer to {to}: withdrawn.",
  'post.offer.cancelled': "{from}'s trade offer to {to}: no longer possible, cancelled.",
  // Issue 38: the last move under the board; the live board's line that pings, the round's board.
  'post.lastMove': '**Last move:** {line}',
  'post.liveBoard': '[Live board ↗]({link})',
  'post.kept': '{header} · the board kept for the record',
  'button.hand': 'My hand',
  'button.act': 'Act',

  // A player's hand as text (ephemeral).
  'hand.text.goods': 'Goods on your cog: {goods}',
  'hand.text.markers': 'Route markers: {markers}',
  'hand.text.none': 'none',
  'hand.text.raids': 'Raid markers: {inHand} in hand, {aside} set aside',
  'hand.text.chits': 'Bonus chits: {chits}',
  'hand.text.vp': 'VP if the game ended now: {vp}',
  // Issue 27: the hand's picture left out while the bot is overloaded (the text says it all).
  'hand.busyNoImage': 'I am very busy right now, so this time your hand comes as text only.',
  'hand.text.known': 'Face-down routes you know: {routes}',
  'hand.text.route': '{city} {side}: {value}',
  'side.0': 'left',
  'side.1': 'right',

  // The action panel (ephemeral).
  'panel.header': '**Round {round}** · {phase}',
  'panel.you': 'You hold {holdings}.',
  'panel.outdated':
    '⌛ Out of date: the game has moved on. Press Act on the newest post in {thread} for your panel as it stands now.',
  'panel.nothing': 'Nothing for you to do right now. Waiting for: {waiting}',
  'panel.choose': 'What do you do?',
  'panel.back': 'Back',
  // Issue 38: what the pick costs, said where it is made.
  'panel.chooseStart':
    'Pick your start city in secret: your first office goes there, and it costs you your route marker of that city’s number. The others see only that you have chosen.',
  'panel.startPicked': 'You picked {city}. The picks are revealed once everyone has chosen.',
  'select.chooseStart': 'Your start city',
  'option.city': '{value} · {city}',
  'panel.bid': 'Bid for the order of play: choose one or more of your route markers.',
  'panel.bid.forbidden': 'Bids made already this round: {bids}',
  'panel.bid.chosen': 'Your bid: {markers}.',
  'panel.bid.repeated': '{markers} was bid already this round; choose another bid.',
  'select.bid': 'Markers to bid',
  'option.marker': 'route marker {value}',
  'button.bid': 'Bid {markers}',
  'panel.guildMaster': 'You hold order chit 1: move the guild master one or two cities on.',
  'button.guildMaster': '{steps} → {city}',
  'act.sail': 'Sail',
  'act.collectOffice': 'Take office goods',
  'act.buildOffice': 'Build office ({cost})',
  'act.gmTrade': 'Guild master trade',
  'act.buyMarkers': 'Buy markers',
  'act.cityTrade': 'Trade with {city}',
  'act.changeRoute': 'Change a route',
  'act.raid': 'Raid',
  'act.endTurn': 'End turn',
  'act.offerTrade': 'Offer a trade',
  'act.offers': 'Trade offers ({count})',
  // K-40: the goods, then 'a 4-marker' or 'two 4-markers' (en-teach.ts, whyNot.officeMarkers).
  'cost.office': '{goods} and {markers}',
  'panel.sail': 'Choose a route from {city}.',
  // Issue 38: a choice of the panel after its letter on the panel's board, 'A · Lübeck · cost 0'.
  'choice.letter': '{letter} · {choice}',
  // Issue 27's overload: the panel's picture left out (its buttons and text say it all).
  'panel.busyNoImage': 'I am very busy right now, so this panel comes without your board.',
  'button.route.open': '{city} · cost {cost}',
  'button.route.hidden': '? face down · cost {cost}',
  'button.route.secret': '{city} by secret passage · cost {cost}',
  'panel.pay': 'This move costs {cost}: choose what you pay.',
  'select.pay': 'Payment',
  'pay.marker': 'marker {value}',
  'panel.gmTrade': 'Trade with the guild master.',
  'select.gmTrade': 'Trade',
  'gm.raidMarker': 'three route markers {value} → second raid marker',
  'gm.bonusChit': 'six {good} → {chit} chit',
  'gm.goodForMarker': '1 {good} → marker {value}',
  'gm.markerForGood': 'marker {value} → 1 {good}',
  'panel.buyMarkers': 'Buy a pair of route markers from the market for one good.',
  'select.buyMarkers': 'Pair and payment',
  'option.buy': 'pair {markers} for 1 {good}',
  'panel.cityTrade.one': 'Trade with {city}: each good you give brings {count} good of another kind.',
  'panel.cityTrade.other': 'Trade with {city}: each good you give brings 1 to {count} goods of other kinds.',
  'panel.cityTrade.sofar': 'So far you give {give} and get {receive}.',
  'select.tradeGive': 'Give one good',
  'select.tradeTake': 'For {good}, take',
  'option.give': '1 {good}',
  'button.trade': 'Trade',
  'button.reset': 'Start over',
  'panel.changeRoute': 'Lay one of your markers on a route of {city}, taking the marker there.',
  'select.changeRoute': 'Route and marker',
  'option.changeRoute': 'route ({current}) ← your marker {value}',
  'option.faceDown': 'face down',
  'panel.raid': 'Raid in {city}: your turn ends and another player moves your cog on.',
  'button.raid.cog': 'Raid {player}',
  'button.raid.city': 'Raid {city}',
  'panel.split': '{raider} raids your cog: split your goods into two piles; {raider} takes one.',
  'select.split': 'Your two piles',
  'option.split': '{first} | {second}',
  'panel.pick': 'Take one of the two piles {victim} made.',
  'button.pile': 'Pile {number}: {goods}',
  'button.square.hidden': '? face down',
  'panel.offer': 'A trade with a player whose cog is in your city.',
  'panel.offer.terms': 'To {partner}: you give {give}; you get {receive}.',
  'select.partner': 'Trade with',
  'select.offerGive': 'Add to what you give',
  'select.offerAsk': 'Add to what you ask for',
  'button.sendOffer': 'Send offer',
  'panel.offers': 'Your open trade offers:',
  'panel.offer.in': '#{id} from {player}: you get {receive}; you give {give}',
  'panel.offer.out': '#{id} to {player}: you give {give}; you get {receive}',
  'button.accept': 'Accept #{id}',
  'button.decline': 'Decline #{id}',
  'button.withdraw': 'Withdraw #{id}',
  'holdings.text': '{goods} and {markers}',
  'holdings.markers': 'route markers {markers}',
  'holdings.noMarkers': 'no markers',

  // Ephemeral answers.
  'reply.stale': 'This panel is out of date; here is a fresh one.',
  'reply.notPlayer': 'You are not playing in this game; you may look at the board and the log.',
  'reply.noGame': 'There is no Kogge game in this channel or thread.',
  'reply.gameGone': 'This game no longer exists.',
  'reply.gameBroken': "This game's stored record is damaged, so it cannot be played.",
  'reply.gameOver': 'This game is over.',
  // Told in a game's thread when its stored record was found damaged at start-up.
  'store.gameLost':
    "This game could not be loaded: its stored record is damaged. The bot's operator keeps a copy aside; nothing more happens in this thread.",
  // /kogge server status (issue 27): for those who may manage the server, only to them.
  'server.language.notAllowed': 'Only someone allowed to manage this server can choose its language.',
  'server.language.unknown': 'Kogge does not speak that language yet: choose one from the list.',
  'server.language.set':
    'New games on this server post their board and public messages in this language: {language}. Games already running keep their language.',
  'server.language.preferred':
    'New games on this server follow its preferred language again: {language}. Games already running keep their language.',
  'server.boards.notAllowed':
    'Only someone allowed to manage this server can choose how its games show the board.',
  'server.boards.unknown': 'That is not a way to show the board: choose Live or Every move from the list.',
  'server.boards.live':
    'Game threads on this server keep one live board, edited in place after every decision; a short new line pings whoever plays next and links to it, and the board is kept once a round for the record. Running games follow from their next decision.',
  'server.boards.everyMove':
    'Game threads on this server get a new board image each time play passes to another player. Running games follow from their next decision.',
  'status.notAllowed': 'Only someone allowed to manage this server can see its status.',
  'status.shown':
    'Kogge in this server: shard {shard} of {shards}; gateway latency: {latency}; running games: {games}; store: {store}; boards: {boards}. Its game records are signed with the public key `{key}`.',
  'status.latency.ms': '{ms} milliseconds',
  'status.latency.unknown': 'not measured yet',
  'status.boards.live': 'one live board per game',
  'status.boards.everyMove': 'a new board every move',
  'reply.failed': 'Something went wrong on my side; the game is unchanged. Please try again.',
  // A save refused because the game was saved elsewhere at the same moment (issue 27).
  'reply.savedMeanwhile':
    'The game changed at the same moment, so your action was not made. Look at the board and try again.',
  'reply.notApplied': 'I restarted before your action was made, so it was not applied.',
  // Issue 42: a reply the bot deferred and was restarted before filling; a command Discord still offers.
  'reply.restarted': 'I restarted before I could answer that, so nothing was done. Please try again.',
  'new.restartedNotOpened':
    'I restarted before your game opened, so there is no game. Please try /kogge new again.',
  'reply.commandMoved':
    '{command} is now {replacement}: please use that. Your Discord may still show the old list for a while.',
  'reply.commandUnknown':
    'I do not know this command any more; your Discord may still show an old list. Type / to see the current commands.',
  'reply.noPermission':
    'I lack a permission in this channel, so I could not post the board. The game itself is saved.',
  'reply.notUnderstood': 'I did not understand that; the game is unchanged.',
  'reply.slowDown':
    'You have asked for {count} pictures in the last {seconds} seconds, which is my limit so that every table gets its boards in time. Please wait a few seconds and ask again.',
  // Issue 27: a board for one person left out while the bot is overloaded.
  'reply.busyNoBoard':
    'I am very busy right now, so I did not draw this board for you; the game goes on as usual. Please ask again in a minute.',
} as const;
