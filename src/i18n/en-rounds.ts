// Issue 37: a league's rounds: numbered, waiting for the last one's games, sit-outs (byes) and
// the check-in.
export const enRounds = {
  'cmd.league.round.checkin': 'Open a check-in first: the round seats only members who press Check in',
  'cmd.league.round.start': 'Seat the round whose check-in is open: only those who checked in (admins)',
  'cmd.league.create.byePoints':
    'Points a member earns for a round that cannot seat them (a bye; default none)',
  'league.round.opened': '🏆 Round {round} of {name}:',
  'league.round.running.one':
    'Round {round} of {name} is still being played ({count} game running: {games}). Start the next round once it has ended.',
  'league.round.running.other':
    'Round {round} of {name} is still being played ({count} games running: {games}). Start the next round once they have ended.',
  'league.round.checkinOpen':
    'Check-in is open for round {round} of {name}: seat it with `/league round start:True`.',
  'league.round.noCheckin':
    'No check-in is open in {name}: open one with `/league round checkin:True`, or seat the whole roster with `/league round`.',
  'league.round.stale':
    'Someone opened another round of {name} at the same moment: nothing was changed here.',
  'league.round.sitOut.none': 'Sitting out this round (a bye, no points): {players}',
  'league.round.sitOut.one': 'Sitting out this round (a bye, {count} point): {players}',
  'league.round.sitOut.other': 'Sitting out this round (a bye, {count} points): {players}',
  'league.round.checkin.opened':
    '🏆 Round {round} of {name}: press **Check in** to play in it. An admin seats those who checked in with `/league round start:True`.',
  'league.round.checkin.button': 'Check in',
  'league.round.checkin.done': 'You are checked in for round {round} of {name} ({count} so far).',
  'league.round.checkin.already': 'You were checked in for round {round} of {name} already ({count} so far).',
  'league.round.checkin.closed': 'Check-in has closed for round {round} of {name}.',
  'league.round.checkin.notMember': 'Only members of {name} can check in: join it with `/league join` first.',
  'league.round.restarted':
    'I restarted while this round’s tables were opening, so some may not have opened. Type `/league round` again: it opens only the tables still missing and posts the round; it pairs no new one.',
  'league.help.rounds':
    '• Rounds: `/league round` seats a numbered round once the last round’s games have ended; games still running count as meetings, so players are not seated together again where it can be avoided. When the tables cannot hold everyone (5 members at 3 to 4 a table: one sits out), those who sat out fewest times this season sit out, never the one who sat out the round before while another has sat out less often, then the last to join. A sit-out is a bye worth the league’s bye points (none unless set). `checkin:True` first posts a Check in button; `start:True` then seats only those who checked in.',
} as const;
