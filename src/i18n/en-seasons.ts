// Issue 37: a league's seasons: the close (its confirmation, the champion's post), the
// `season:` option, the hall of fame, and each recorded game's rating changes.
export const enSeasons = {
  'cmd.league.season.option': 'A season’s number (default: the running season)',
  'cmd.league.seasons': 'Every season of the league with its champion: the hall of fame',
  'league.season.unknown':
    'There is no season {season} in the league {name}: its seasons run from 1 to {last}.',
  'league.season.confirm.carried':
    '**Close season {season} of {name}?** Its final standings are kept and announced here; season {next} starts with the ratings carried over.',
  'league.season.confirm.reset':
    '**Close season {season} of {name}?** Its final standings are kept and announced here; season {next} starts with every rating reset.',
  'league.season.running.none': 'No game of the league is running.',
  'league.season.running.one':
    '{count} game of the league is still running: {games}. A game counts for the season it started in, so it counts for season {season} when it ends, and that season’s final table may still change.',
  'league.season.running.other':
    '{count} games of the league are still running: {games}. A game counts for the season it started in, so they count for season {season} when they end, and that season’s final table may still change.',
  'league.season.button': 'Close season {season}',
  'league.season.stale': 'Season {season} of {name}: already closed; nothing was changed.',
  'league.season.over': '🏆 **End of season {season} of {name}!**',
  'league.season.champion.one': '👑 Champion: {champions}, with {points} points.',
  'league.season.champion.other':
    '👑 Champions, sharing first place: {champions}, with {points} points each.',
  'league.season.noChampion': 'No game counted this season: no champion this time.',
  'league.season.podium': '{place}. {player}: {points} pts · wins {wins} · rating {rating}',
  'league.season.next.carried': 'Season {next} starts now, with the ratings carried over.',
  'league.season.next.reset': 'Season {next} starts now, with every rating reset.',
  'league.season.revised.late':
    '🏆 **Season {season} of {name}: final table revised.** A game that started in season {season} ended after the close ({thread}) and counts there, so its champion or top 3 changed:',
  'league.season.revised.audit':
    '🏆 **Season {season} of {name}: final table revised.** An admin’s change to one of its games (audit entry #{seq}) changed its champion or top 3:',
  'league.seasons.title': '🏆 {name}: seasons and champions',
  'league.seasons.closed': 'Season {season} ({from} – {to}): 👑 {champions}, {points} pts · games: {games}',
  'league.seasons.closedNone': 'Season {season} ({from} – {to}): no game counted',
  'league.seasons.running':
    'Season {season} (running since {from}): games so far: {games}; in the lead: {leaders}',
  'league.seasons.runningNone': 'Season {season} (running since {from}): no game counted yet',
  'league.standings.titleClosed': '🏆 {name}: final standings, season {season}',
  'league.history.titleSeason': '🏆 {name}, season {season}: finished games, newest first',
  'league.history.emptySeason': 'Season {season} of {name}: no finished game.',
  'league.history.seat': '{place}. {player} {vp} VP',
  'league.history.seatRated': '{place}. {player} {vp} VP ({change})',
  'league.history.unplayed': '~~{thread} `{game}`: {seats}~~ (no one played a move: counts for nobody)',
  'league.player.noneSeason': '{player} has no recorded game in season {season} of {name}.',
  'league.player.gameRated': '{thread} `{game}`: place {place}, {vp} VP, rating {change}',
  'league.export.season': 'The games and results of {name}, season {season}, as CSV.',
  // The post in a league game's thread once its result is recorded.
  'league.result.rated': '🏆 Recorded in {name}, season {season}. Ratings: {changes}',
  'league.result.change': '{player} {before} → {after} ({change})',
  'league.result.unrated':
    '🏆 Recorded in {name}, season {season}: unrated, as a computer player held a seat.',
  'league.result.unplayed':
    '🏆 Recorded in {name}, season {season}: no one played a move, so the game counts for nobody (no points, no win, no rating).',
} as const;
