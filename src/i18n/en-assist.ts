// Issue 37: assistance in league games (a seat a computer player played for its member), the
// missed-deadline notice (one per deadline) and the final post's league ranking.
export const enAssist = {
  // /league create assisted: whether a seat a computer played for its member is rated.
  'cmd.league.create.assisted':
    'Whether a seat a computer player played for its member is rated (default: unrated)',
  'cmd.league.create.assisted.unrated': 'Unrated: that member’s rating stays as it was',
  'cmd.league.create.assisted.rated': 'Rated, as if the member had played it all',
  'seat.leagueDenied':
    'In a rated game of the league {name}, only the league’s admins may hand a seat to a computer player (the league’s missed-deadline rule does so by itself). Please ask one of them.',
  'league.help.assisted':
    '• Assistance: in a league game only the league’s admins, or its missed-deadline rule, hand a seat to a computer player. That seat is marked assisted in the league’s history and export; its place and points count, and its rating moves only where the league was created with `assisted: rated` (a forfeited seat is rated as last either way).',
  'league.history.seatAssisted': '{place}. {player} {vp} VP (assisted, unrated)',
  'league.history.seatAssistedRated': '{place}. {player} {vp} VP (assisted, {change})',
  'league.player.gameAssisted':
    '{thread} `{game}`: place {place}, {vp} VP, assisted by a computer player, unrated',
  'league.player.gameAssistedRated':
    '{thread} `{game}`: place {place}, {vp} VP, assisted by a computer player, rating {change}',

  // One notice per deadline: who let it pass (by the deadline's minutes), then who may hand
  // the seats still their people's to a computer player (by their number).
  'deadline.late.single.one':
    '⏰ {players} let the {count}-minute deadline pass: the game made the default move for them and marks them absent.',
  'deadline.late.single.other':
    '⏰ {players} let the {count}-minute deadline pass: the game made the default move for them and marks them absent.',
  'deadline.late.several.one':
    '⏰ {players} let the {count}-minute deadline pass: the game made the default moves for them and marks them absent.',
  'deadline.late.several.other':
    '⏰ {players} let the {count}-minute deadline pass: the game made the default moves for them and marks them absent.',
  'deadline.offer.host.one': 'The host may hand the seat to a computer player with /kogge game seat.',
  'deadline.offer.host.other': 'The host may hand their seats to computer players with /kogge game seat.',
  'deadline.offer.league.one':
    'The league’s admins may hand the seat to a computer player with /kogge game seat.',
  'deadline.offer.league.other':
    'The league’s admins may hand their seats to computer players with /kogge game seat.',
  // The league's missed-deadline rule, applied once a seat's person let its number pass.
  'league.rule.defaults.one':
    '⏰ {player} let {count} deadline pass in this league game: by the league’s rule, the game plays their seat on with the default moves.',
  'league.rule.defaults.other':
    '⏰ {player} let {count} deadlines pass in this league game: by the league’s rule, the game plays their seat on with the default moves.',
  'league.rule.computer.one':
    '⏰ {player} let {count} deadline pass in this league game: by the league’s rule, a computer player takes their seat until they act again.',
  'league.rule.computer.other':
    '⏰ {player} let {count} deadlines pass in this league game: by the league’s rule, a computer player takes their seat until they act again.',
  'league.rule.forfeit.one':
    '⏰ {player} let {count} deadline pass in this league game: by the league’s rule, they forfeit and are placed last; a computer player finishes their seat.',
  'league.rule.forfeit.other':
    '⏰ {player} let {count} deadlines pass in this league game: by the league’s rule, they forfeit and are placed last; a computer player finishes their seat.',

  // The final post of a league game where a forfeit changed the order.
  'post.league.ranked':
    '🏆 The league ranks this game otherwise: its missed-deadline rule places the forfeited last. {places}',
  'league.result.assisted.one':
    'A computer player played part of the game for {players}: by the league’s rule, that seat is unrated.',
  'league.result.assisted.other':
    'Computer players played part of the game for {players}: by the league’s rule, those seats are unrated.',
  // Issue 38: the final post says which seats a computer player played, and for how long.
  'post.standIn.one': '🤖 A computer player made {count} of the {total} decisions in {player}’s seat.',
  'post.standIn.other': '🤖 A computer player made {count} of the {total} decisions in {player}’s seat.',
  'post.league.place': '{rank}. {player}',
  'post.league.placeForfeited': '{rank}. {player} (forfeited)',
} as const;
