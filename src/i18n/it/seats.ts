// en-seats.ts in Italian: computer players, their levels and names, handing a seat over (K-80).
import type { Catalogue } from '../catalogue';
import * as g from './glossary';

export const itSeats: Catalogue = {
  'cmd.new.computers': `Quanti ${g.computers} prendono posto (0–3)`,
  'cmd.new.level': `Quanto bene giocano i ${g.computers}`,
  'seat.level.heuristic': 'principiante',
  'seat.level.easy': 'facile',
  'seat.level.normal': 'normale',
  'seat.level.hard': 'difficile',
  'seat.computer.name': 'Computer {number}',
  // Hanseatic first names, as in every language: they are the computer players' own names.
  'seat.computer.name.1': 'Hinrik',
  'seat.computer.name.2': 'Tideke',
  'seat.computer.name.3': 'Wolter',
  'seat.computer.name.4': 'Gesa',
  'lobby.seat.computer': '{name} (computer, {level})',
  'new.seatsOutOfRange': `Una ${g.game} ha da due a quattro posti, persone e ${g.computers} insieme: chiedi meno ${g.computers} o più giocatori.`,

  'button.addComputer': `Aggiungi un ${g.computer}`,
  'lobby.hint.computer': `L’${g.host} può occupare un posto libero con un ${g.computer} ({level}).`,
  'reply.hostOnlyComputer': `Solo l’${g.host}, {host}, può aggiungere un ${g.computer}.`,

  'cmd.seat': `Affida il posto di un giocatore assente a un ${g.computer}, o restituiscilo`,
  'cmd.seat.player': 'Il giocatore a cui appartiene il posto',
  'cmd.seat.to': `Un ${g.computer} di questo livello gioca al suo posto, o di nuovo il giocatore`,
  'cmd.seat.to.player': 'di nuovo il giocatore',
  'seat.notPlaying': `I posti si affidano solo mentre la ${g.game} è in corso.`,
  'seat.notSeated': `{player} non ha un posto suo in questa ${g.game}.`,
  'seat.denied': `Solo l’${g.host}, {host}, chi può gestire il ${g.server} o il giocatore stesso possono affidare questo posto.`,
  'seat.tooManyComputerGames': `{host} ha già tutte le ${g.games} in corso contro ${g.computers} che una persona può avere insieme ({count}), e affidare questo posto ne aggiungerebbe un’altra. Finiscine o abbandonane una prima.`,
  'seat.already': `Un ${g.computer} ({level}) gioca già al posto di {player}.`,
  'seat.notHanded': '{player} gioca già al proprio posto.',
  'seat.handed.done': `Ora un ${g.computer} ({level}) gioca al posto di {player}.`,
  'seat.back.done': '{player} gioca di nuovo al proprio posto.',
  'seat.handed.public': `{who} ha affidato il posto di {player} a un ${g.computer} ({level}) finché {player} non torna.`,
  'seat.handed.public.own': `{player} ha affidato il proprio posto a un ${g.computer} ({level}) fino al suo ritorno.`,
  'seat.back.public': '{player} è tornato e gioca di nuovo al proprio posto.',
  'seat.forfeited': `{player} ha perso a tavolino questa ${g.game} di ${g.league} lasciando scadere i suoi tempi: un ${g.computer} completa il posto, che non può essere restituito.`,
  'reply.seatForfeited': `Hai perso a tavolino questa ${g.game} di ${g.league} lasciando scadere i tuoi tempi: un ${g.computer} completa il tuo posto. Puoi sempre guardare il tabellone e il registro.`,
};
