// Computer players at the table (issue 14): their levels and names, /kogge new's options, the
// lobby's "Add computer player" and handing an absent player's seat to one (K-80).
export const enSeats = {
  'cmd.new.computers': 'How many computer players take seats (0–3)',
  'cmd.new.level': 'How well the computer players play',
  // The levels as players read them (src/ai's heuristic is the beginner).
  'seat.level.heuristic': 'beginner',
  'seat.level.easy': 'easy',
  'seat.level.normal': 'normal',
  'seat.level.hard': 'hard',
  'seat.computer.name': 'Computer {number}',
  // Hanseatic first names, each of its own first letter (issue 24: "Com…" told no seat apart).
  'seat.computer.name.1': 'Hinrik',
  'seat.computer.name.2': 'Tideke',
  'seat.computer.name.3': 'Wolter',
  'seat.computer.name.4': 'Gesa',
  'lobby.seat.computer': '{name} (computer, {level})',
  'new.seatsOutOfRange':
    'A game has two to four seats, people and computer players together: ask for fewer computer players or more players.',

  // The lobby.
  'button.addComputer': 'Add computer player',
  'lobby.hint.computer': 'The host may fill a free seat with a computer player ({level}).',
  'reply.hostOnlyComputer': 'Only the host, {host}, can add a computer player.',

  // /kogge game seat: an absent player's seat to a computer player and back (K-80).
  'cmd.seat': "Hand an absent player's seat to a computer player, or give it back",
  'cmd.seat.player': 'The player whose seat it is',
  'cmd.seat.to': 'A computer player of this level plays the seat, or the player again',
  'cmd.seat.to.player': 'the player again',
  'seat.notPlaying': 'Seats are handed over only while the game is being played.',
  'seat.notSeated': '{player} has no seat of their own in this game.',
  'seat.denied':
    'Only the host, {host}, someone who may manage the server, or the player themself can hand this seat over.',
  'seat.tooManyComputerGames':
    '{host} already has as many games against computer players running as one person may have at once ({count}), and handing this seat over would make one more. Please finish or abandon one of them first.',
  'seat.already': "A computer player ({level}) already plays {player}'s seat.",
  'seat.notHanded': '{player} already plays their own seat.',
  'seat.handed.done': "A computer player ({level}) now plays {player}'s seat.",
  'seat.back.done': '{player} plays their own seat again.',
  // Issue 23: a seat forfeited under the league's missed-deadline rule stays the computer's.
  'seat.forfeited':
    '{player} forfeited this league game by missing its deadlines: a computer player finishes the seat, and it cannot be given back.',
  'reply.seatForfeited':
    'You forfeited this league game by missing its deadlines: a computer player finishes your seat. You may still look at the board and the log.',
  'seat.handed.public': "{who} handed {player}'s seat to a computer player ({level}) until {player} returns.",
  // Issue 38: said of one's own seat ("Anna handed her seat", never "Anna handed Anna's seat").
  'seat.handed.public.own': '{player} handed their seat to a computer player ({level}) until they return.',
  'seat.back.public': '{player} is back and plays their own seat again.',
} as const;
