// English words for the board and hand images added in the renderer's second round (issue
// 13), in a file of their own so the render work does not edit the middle of en.ts. Merged
// into the English catalogue there.
export const enBoard = {
  // The bot's ways to the phone companion image.
  'button.phoneBoard': '📱 Phone board',
  'slash.board.layout': 'Which image: the full board with the map, or the large-print phone table',
  'slash.board.layout.board': 'full board with the map',
  'slash.board.layout.phone': 'phone: large print, no map',
  'board.title.game': 'KOGGE · {game}',
  'alt.board.game': 'Kogge board, {game}, {round}: {phase}.',
  // Issue 38: the action panel's own board, as its seat sees it, with the panel's choices lettered.
  'alt.seatBoard':
    'Your board as you see it, {player}: with your holdings and the face-down routes you know.',
  'alt.seatBoard.letters': 'The letters {letters} on the map are the choices of your panel.',
  'board.guildMasterIn': 'Guild master in {city}',
  'board.guildMasterNext': 'next: 1 → {one}, 2 → {two}',
  'board.cogIn': 'cog in {city}',
  'board.turnDone': 'done',
  'decision.turn.acting': 'act or end the turn',
  'board.place': '{place}.',
  'board.endTitle': '{who} {why}',

  // The key on the map.
  'board.legend.order': 'order of play',
  'board.legend.guildMaster': 'GM: 1 or 2 steps',
  'board.legend.office': 'office: 10 VP, 1 DP',
  // K-40: one of each good the city does not produce, and 1 (2 if an office stands) of its markers.
  'board.legend.officeCost': '3 goods it lacks + 1–2 of its markers',
  'board.legend.raid': 'raid marker: 10 VP in hand',
  'board.legend.raidNote': 'GM skips · faded: set aside',
  'board.legend.chit': 'bonus chit: 20 VP, 1 DP',
  'board.legend.chit.threeToOne': 'trade',
  'board.legend.chit.extraMarker': 'route marker',
  'board.legend.chit.moveTwo': 'move two',
  'board.legend.chit.secretPassage': 'secret passage',
  'board.phone.endRule':
    "The game ends when the guild master's track reaches {end}/{end}: most VP wins. {dp} DP in your turn wins at once.",
  'board.rules': 'Advanced: {rules}',
  // The advanced rules as /kogge new's options name them, short enough for one line.
  'board.rule.taxes': 'Taxes',
  'board.rule.officeTrading': 'Offices',
  'board.rule.conflicts': 'Conflicts',
  'board.rule.memory': 'Memory',
  'alt.board.rules': 'Advanced rules: {rules}.',
  'board.legend.track.one': 'track: {count} step',
  'board.legend.track.other': 'track: {count} steps',
  'board.legend.trackRule':
    'Every guild master step moves it on. When it reaches {end}/{end}, the game ends: most VP wins. {dp} DP in your turn wins at once.',

  // The hand.
  'hand.chits.noneAtEnd': 'none',
  'hand.officeGoods': 'In your offices, counted in your VP: {goods}',

  // The phone companion: the same figures as the board, as a table a phone can show.
  'phone.column.city': 'City',
  'phone.column.routes': 'Routes',
  'phone.column.goods': 'Goods',
  'phone.column.offices': 'Offices',
  'phone.column.pieces': 'Cogs, GM, raids',
  'phone.market': 'Market',
} as const;
