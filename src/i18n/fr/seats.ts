// en-seats.ts in French: computer players, their levels and names, and handing a seat over.
import type { Catalogue } from '../catalogue';
import * as g from './glossary';

export const frSeats: Catalogue = {
  'cmd.new.computers': `Nombre de ${g.computers} qui prennent place (0 à 3)`,
  'cmd.new.level': `Le niveau de jeu des ${g.computers}`,
  'seat.level.heuristic': 'débutant',
  'seat.level.easy': 'facile',
  'seat.level.normal': 'normal',
  'seat.level.hard': 'difficile',
  'seat.computer.name': 'Ordinateur {number}',
  // The Hanseatic names stay as they are: they are names, in every language.
  'seat.computer.name.1': 'Hinrik',
  'seat.computer.name.2': 'Tideke',
  'seat.computer.name.3': 'Wolter',
  'seat.computer.name.4': 'Gesa',
  'lobby.seat.computer': '{name} (ordinateur, {level})',
  'new.seatsOutOfRange': `Une ${g.game} a de deux à quatre places, personnes et ${g.computers} ensemble : demandez moins de ${g.computers} ou plus de joueurs.`,

  'button.addComputer': `Ajouter un ${g.computer}`,
  'lobby.hint.computer': `L’${g.host} peut donner une place libre à un ${g.computer} ({level}).`,
  'reply.hostOnlyComputer': `Seul l’${g.host}, {host}, peut ajouter un ${g.computer}.`,

  'cmd.seat': `Confier la place d’un joueur absent à un ${g.computer}, ou la lui rendre`,
  'cmd.seat.player': 'Le joueur à qui appartient la place',
  'cmd.seat.to': `Un ${g.computer} de ce niveau joue la place, ou à nouveau le joueur`,
  'cmd.seat.to.player': 'à nouveau le joueur',
  'seat.notPlaying': `Les places ne se confient que pendant que la ${g.game} se joue.`,
  'seat.notSeated': `{player} n’a pas de place à lui dans cette ${g.game}.`,
  'seat.denied': `Seuls l’${g.host}, {host}, une personne autorisée à gérer le ${g.server}, ou le joueur lui-même peuvent confier cette place.`,
  'seat.tooManyComputerGames': `{host} a déjà autant de ${g.games} en cours contre des ${g.computers} qu’une personne peut en avoir à la fois ({count}), et confier cette place en ferait une de plus. Terminez ou abandonnez-en une d’abord.`,
  'seat.already': `Un ${g.computer} ({level}) joue déjà la place de {player}.`,
  'seat.notHanded': '{player} joue déjà sa propre place.',
  'seat.handed.done': `Un ${g.computer} ({level}) joue maintenant la place de {player}.`,
  'seat.back.done': '{player} joue de nouveau sa propre place.',
  'seat.forfeited': `{player} a déclaré forfait dans cette ${g.game} de ligue en laissant passer ses délais : un ${g.computer} termine la place, qui ne peut pas être rendue.`,
  'reply.seatForfeited': `Vous avez déclaré forfait dans cette ${g.game} de ligue en laissant passer ses délais : un ${g.computer} termine votre place. Vous pouvez toujours regarder le plateau et le journal.`,
  'seat.handed.public': `{who} a confié la place de {player} à un ${g.computer} ({level}) jusqu’au retour de {player}.`,
  'seat.handed.public.own': `{player} a confié sa propre place à un ${g.computer} ({level}) jusqu’à son retour.`,
  'seat.back.public': '{player} est de retour et joue de nouveau sa propre place.',
};
