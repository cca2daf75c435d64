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
  'seat.computer.name': 'Computer {number} ({level})',
  'new.seatsOutOfRange':
    'A game has two to four seats, people and computer players together: ask for fewer computer players or more players.',

  // The lobby.
  'button.addComputer': 'Add computer player',
  'lobby.hint.computer': 'The host may fill a free seat with a computer player ({level}).',
  'reply.hostOnlyComputer': 'Only the host, {host}, can add a computer player.',
} as const;
