// K-80: the deadline a host sets for every decision, and what the thread hears when it passes.
export const enDeadline = {
  'cmd.deadline': 'Set how long each decision may take; 0 removes the deadline',
  'cmd.deadline.minutes': 'Minutes per decision (0: none; at most a week, 10080)',
  'deadline.denied': 'Only the host, {host}, or someone who may manage the server can set the deadline.',
  'deadline.gameOver': 'This game is over: it needs no deadline.',
  'deadline.set.one': 'Each decision now has {count} minute. After that the game makes the default move.',
  'deadline.set.other': 'Each decision now has {count} minutes. After that the game makes the default move.',
  'deadline.set.public.one':
    '⏰ {who} set a deadline of {count} minute per decision: after it, the game makes the default move for whoever is late.',
  'deadline.set.public.other':
    '⏰ {who} set a deadline of {count} minutes per decision: after it, the game makes the default move for whoever is late.',
  'deadline.due': '⏰ Decide {time}, or the game makes the default move.',
  'deadline.cleared': 'The game has no deadline any more.',
  'deadline.cleared.public': '{who} removed the deadline: decisions may take as long as they take.',
  // Issue 23: a league game's reminders, at half time and shortly before the deadline.
  'reminder.thread.half':
    '⏰ {people}: half the time for this decision has passed. Decide {time}, or the game makes the default move.',
  'reminder.thread.soon':
    '⏰ {people}: this decision is due {time}. After that the game makes the default move.',
  'reminder.dm.half':
    '⏰ A rated game of the league {league} awaits your decision: half its time has passed. Decide {time}: {link}',
  'reminder.dm.soon': '⏰ A rated game of the league {league} awaits your decision, due {time}: {link}',
} as const;
