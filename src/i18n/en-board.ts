// English words for the board and hand images added in the renderer's second round (issue
// 13), in a file of their own so the render work does not edit the middle of en.ts. Merged
// into the English catalogue there.
export const enBoard = {
  'board.title.game': 'KOGGE · {game}',
  'alt.board.game': 'Kogge board, {game}, {round}: {phase}.',
  'board.guildMasterIn': 'Guild master in {city}',
  'board.guildMasterNext': 'next: 1 → {one}, 2 → {two}',
  'board.cogIn': 'cog in {city}',
  'decision.turn.acting': 'act (sailing over)',
  'board.place': '{place}.',
  'board.endTitle': '{who} {why}',

  // The phone companion: the same figures as the board, as a table a phone can show.
  'phone.column.city': 'City',
  'phone.column.routes': 'Routes',
  'phone.column.goods': 'Goods',
  'phone.column.offices': 'Offices',
  'phone.column.pieces': 'Cogs, GM, raids',
  'phone.market': 'Market',
} as const;
