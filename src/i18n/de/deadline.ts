// German for en-deadline.ts: the deadline per decision (K-80).
import type { enDeadline } from '../en-deadline';
import * as W from './glossary';

export const deDeadline = {
  'cmd.deadline': 'Lege fest, wie lange jede Entscheidung dauern darf; 0 hebt die Frist auf',
  'cmd.deadline.minutes': 'Minuten pro Entscheidung (0: keine; höchstens eine Woche, 10080)',
  'deadline.denied': `Nur der ${W.HOST}, {host}, oder wer den Server verwalten darf, kann die Frist festlegen.`,
  'deadline.gameOver': 'Dieses Spiel ist vorbei: es braucht keine Frist.',
  'deadline.set.one': 'Jede Entscheidung hat jetzt {count} Minute. Danach macht das Spiel den Standardzug.',
  'deadline.set.other':
    'Jede Entscheidung hat jetzt {count} Minuten. Danach macht das Spiel den Standardzug.',
  'deadline.set.public.one':
    '⏰ {who} hat eine Frist von {count} Minute pro Entscheidung gesetzt: danach macht das Spiel den Standardzug für alle, die zu spät sind.',
  'deadline.set.public.other':
    '⏰ {who} hat eine Frist von {count} Minuten pro Entscheidung gesetzt: danach macht das Spiel den Standardzug für alle, die zu spät sind.',
  'deadline.due': '⏰ Entscheide dich {time}, sonst macht das Spiel den Standardzug.',
  'deadline.cleared': 'Das Spiel hat keine Frist mehr.',
  'deadline.cleared.public':
    '{who} hat die Frist aufgehoben: Entscheidungen dürfen so lange dauern, wie sie dauern.',
  // Issue 23: Erinnerungen in Ligaspielen.
  'reminder.thread.half':
    '⏰ {people}: die Hälfte der Zeit für diese Entscheidung ist um. Entscheide {time}, sonst macht das Spiel den Standardzug.',
  'reminder.thread.soon':
    '⏰ {people}: diese Entscheidung ist {time} fällig. Danach macht das Spiel den Standardzug.',
  'reminder.dm.half':
    '⏰ Ein gewertetes Spiel der Liga {league} wartet auf deine Entscheidung: die Hälfte der Zeit ist um. Entscheide {time}: {link}',
  'reminder.dm.soon':
    '⏰ Ein gewertetes Spiel der Liga {league} wartet auf deine Entscheidung, fällig {time}: {link}',
} as const satisfies Record<keyof typeof enDeadline, string>;
