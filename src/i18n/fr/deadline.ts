// en-deadline.ts in French: K-80, the deadline per decision and what happens when it passes.
import type { Catalogue } from '../catalogue';
import * as g from './glossary';

export const frDeadline: Catalogue = {
  'cmd.deadline': 'Fixer le temps accordé à chaque décision ; 0 supprime le délai',
  'cmd.deadline.minutes': 'Minutes par décision (0 : aucun délai ; au plus une semaine, 10080)',
  'deadline.denied': `Seuls l’${g.host}, {host}, ou une personne autorisée à gérer le ${g.server} peuvent fixer le délai.`,
  'deadline.gameOver': `Cette ${g.game} est terminée : elle n’a plus besoin de délai.`,
  'deadline.set.one': 'Chaque décision a maintenant {count} minute. Ensuite, le jeu joue le coup par défaut.',
  'deadline.set.other':
    'Chaque décision a maintenant {count} minutes. Ensuite, le jeu joue le coup par défaut.',
  'deadline.set.public.one':
    '⏰ {who} a fixé un délai de {count} minute par décision : passé ce délai, le jeu joue le coup par défaut pour le retardataire.',
  'deadline.set.public.other':
    '⏰ {who} a fixé un délai de {count} minutes par décision : passé ce délai, le jeu joue le coup par défaut pour le retardataire.',
  'deadline.due': '⏰ Décidez {time}, sinon le jeu joue le coup par défaut.',
  'deadline.cleared': `La ${g.game} n’a plus de délai.`,
  'deadline.cleared.public': '{who} a supprimé le délai : les décisions peuvent prendre le temps qu’il faut.',
  // Issue 23 : les rappels d’une partie de ligue.
  'reminder.thread.half': `⏰ {people} : la moitié du temps de cette décision est passée. Décidez {time}, sinon le jeu joue le coup par défaut.`,
  'reminder.thread.soon': `⏰ {people} : cette décision est attendue {time}. Ensuite le jeu joue le coup par défaut.`,
  'reminder.dm.half': `⏰ Une ${g.game} classée de la ${g.league} {league} attend votre décision : la moitié du temps est passée. Décidez {time} : {link}`,
  'reminder.dm.soon': `⏰ Une ${g.game} classée de la ${g.league} {league} attend votre décision, attendue {time} : {link}`,
};
