// en-deadline.ts in Italian (K-80): the deadline per decision and what the thread hears.
import type { Catalogue } from '../catalogue';
import * as g from './glossary';

export const itDeadline: Catalogue = {
  'cmd.deadline': 'Imposta quanto tempo può durare ogni decisione; 0 toglie la scadenza',
  'cmd.deadline.minutes': 'Minuti per decisione (0: nessuna; al massimo una settimana, 10080)',
  'deadline.denied': `Solo l’${g.host}, {host}, o chi può gestire il ${g.server} può impostare la scadenza.`,
  'deadline.gameOver': `Questa ${g.game} è finita: non le serve una scadenza.`,
  'deadline.set.one': `Ora ogni decisione ha {count} minuto. Dopo, la ${g.game} fa la mossa predefinita.`,
  'deadline.set.other': `Ora ogni decisione ha {count} minuti. Dopo, la ${g.game} fa la mossa predefinita.`,
  'deadline.set.public.one': `⏰ {who} ha impostato una scadenza di {count} minuto per decisione: dopo, la ${g.game} fa la mossa predefinita per chi è in ritardo.`,
  'deadline.set.public.other': `⏰ {who} ha impostato una scadenza di {count} minuti per decisione: dopo, la ${g.game} fa la mossa predefinita per chi è in ritardo.`,
  'deadline.due': `⏰ Decidi {time}, o la ${g.game} farà la mossa predefinita.`,
  'deadline.cleared': `La ${g.game} non ha più una scadenza.`,
  'deadline.cleared.public': '{who} ha tolto la scadenza: le decisioni possono durare quanto serve.',

  'reminder.thread.half': `⏰ {people}: è passata metà del tempo per questa decisione. Decidi {time}, o la ${g.game} farà la mossa predefinita.`,
  'reminder.thread.soon': `⏰ {people}: questa decisione scade {time}. Dopo, la ${g.game} farà la mossa predefinita.`,
  'reminder.dm.half': `⏰ Una ${g.game} con rating della ${g.league} {league} aspetta la tua decisione: è passata metà del tempo. Decidi {time}: {link}`,
  'reminder.dm.soon': `⏰ Una ${g.game} con rating della ${g.league} {league} aspetta la tua decisione, entro {time}: {link}`,
};
