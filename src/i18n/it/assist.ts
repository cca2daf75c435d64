// Italian for en-assist.ts (issue 37): posti assistiti, l'avviso di scadenza mancata e la
// classifica della lega nell'ultimo messaggio.
import type { enAssist } from '../en-assist';
import * as g from './glossary';

export const itAssist = {
  'cmd.league.create.assisted': `Se un posto giocato da un ${g.computer} per il suo membro vale per il rating (predefinito: no)`,
  'cmd.league.create.assisted.unrated': 'Senza rating: il rating del membro resta com’era',
  'cmd.league.create.assisted.rated': 'Con rating, come se il membro avesse giocato tutto',
  'seat.leagueDenied': `In una ${g.game} con rating della ${g.league} {name}, solo gli admin della ${g.league} possono affidare un posto a un ${g.computer} (la regola delle scadenze mancate della ${g.league} lo fa da sé). Chiedi a uno di loro.`,
  'league.help.assisted': `• Assistenza: in una ${g.game} di ${g.league} solo gli admin della ${g.league}, o la sua regola delle scadenze mancate, affidano un posto a un ${g.computer}. Quel posto è segnato come assistito nello storico e nell’export; posizione e punti contano, e il rating cambia solo se la ${g.league} dà il rating ai posti assistiti (un posto che ha perso a tavolino vale comunque come ultimo).`,
  'league.history.seatAssisted': `{place}. {player} {vp} ${g.vp} (assistito, senza rating)`,
  'league.history.seatAssistedRated': `{place}. {player} {vp} ${g.vp} (assistito, {change})`,
  'league.player.gameAssisted': `{thread} \`{game}\`: posto {place}, {vp} ${g.vp}, assistito da un ${g.computer}, senza rating`,
  'league.player.gameAssistedRated': `{thread} \`{game}\`: posto {place}, {vp} ${g.vp}, assistito da un ${g.computer}, rating {change}`,
  'deadline.late.single.one': `⏰ {players} ha lasciato passare la scadenza di {count} minuto: la ${g.game} ha fatto la mossa predefinita al suo posto e lo segna come assente.`,
  'deadline.late.single.other': `⏰ {players} ha lasciato passare la scadenza di {count} minuti: la ${g.game} ha fatto la mossa predefinita al suo posto e lo segna come assente.`,
  'deadline.late.several.one': `⏰ {players} hanno lasciato passare la scadenza di {count} minuto: la ${g.game} ha fatto le mosse predefinite al loro posto e li segna come assenti.`,
  'deadline.late.several.other': `⏰ {players} hanno lasciato passare la scadenza di {count} minuti: la ${g.game} ha fatto le mosse predefinite al loro posto e li segna come assenti.`,
  'deadline.offer.host.one': `L’${g.host} può affidare il posto a un ${g.computer} con /kogge partita posto.`,
  'deadline.offer.host.other': `L’${g.host} può affidare i loro posti a dei ${g.computers} con /kogge partita posto.`,
  'deadline.offer.league.one': `Gli admin della ${g.league} possono affidare il posto a un ${g.computer} con /kogge partita posto.`,
  'deadline.offer.league.other': `Gli admin della ${g.league} possono affidare i loro posti a dei ${g.computers} con /kogge partita posto.`,
  'league.rule.defaults.one': `⏰ {player} ha lasciato passare {count} scadenza in questa ${g.game} di ${g.league}: secondo la regola della ${g.league}, la ${g.game} continua il suo posto con le mosse predefinite.`,
  'league.rule.defaults.other': `⏰ {player} ha lasciato passare {count} scadenze in questa ${g.game} di ${g.league}: secondo la regola della ${g.league}, la ${g.game} continua il suo posto con le mosse predefinite.`,
  'league.rule.computer.one': `⏰ {player} ha lasciato passare {count} scadenza in questa ${g.game} di ${g.league}: secondo la regola della ${g.league}, un ${g.computer} prende il suo posto finché non torna ad agire.`,
  'league.rule.computer.other': `⏰ {player} ha lasciato passare {count} scadenze in questa ${g.game} di ${g.league}: secondo la regola della ${g.league}, un ${g.computer} prende il suo posto finché non torna ad agire.`,
  'league.rule.forfeit.one': `⏰ {player} ha lasciato passare {count} scadenza in questa ${g.game} di ${g.league}: secondo la regola della ${g.league}, perde a tavolino ed è messo all’ultimo posto; un ${g.computer} finisce la ${g.game} al suo posto.`,
  'league.rule.forfeit.other': `⏰ {player} ha lasciato passare {count} scadenze in questa ${g.game} di ${g.league}: secondo la regola della ${g.league}, perde a tavolino ed è messo all’ultimo posto; un ${g.computer} finisce la ${g.game} al suo posto.`,
  'post.league.ranked': `🏆 La ${g.league} classifica questa ${g.game} in un altro modo: la sua regola delle scadenze mancate mette all’ultimo posto chi ha perso a tavolino. {places}`,
  'league.result.assisted.one': `Un ${g.computer} ha giocato parte della ${g.game} per {players}: secondo la regola della ${g.league}, quel posto è senza rating.`,
  'league.result.assisted.other': `Dei ${g.computers} hanno giocato parte della ${g.game} per {players}: secondo la regola della ${g.league}, quei posti sono senza rating.`,
  'post.standIn.one': `🤖 Un ${g.computer} ha preso {count} delle {total} decisioni al posto di {player}.`,
  'post.standIn.other': `🤖 Un ${g.computer} ha preso {count} delle {total} decisioni al posto di {player}.`,
  'post.league.place': '{rank}. {player}',
  'post.league.placeForfeited': '{rank}. {player} (a tavolino)',
} as const satisfies Record<keyof typeof enAssist, string>;
