// German for en-seats.ts: computer players, their levels and names, handing a seat over (K-80).
import type { enSeats } from '../en-seats';
import * as W from './glossary';

export const deSeats = {
  'cmd.new.computers': 'Wie viele Computerspieler Plätze einnehmen (0–3)',
  'cmd.new.level': 'Wie gut die Computerspieler spielen',
  'seat.level.heuristic': 'Anfänger',
  'seat.level.easy': 'leicht',
  'seat.level.normal': 'mittel',
  'seat.level.hard': 'schwer',
  'seat.computer.name': `${W.COMPUTER} {number}`,
  // Hanseatic first names: the same people in every language.
  'seat.computer.name.1': 'Hinrik',
  'seat.computer.name.2': 'Tideke',
  'seat.computer.name.3': 'Wolter',
  'seat.computer.name.4': 'Gesa',
  'lobby.seat.computer': '{name} (Computer, {level})',
  'new.seatsOutOfRange':
    'Ein Spiel hat zwei bis vier Plätze, Personen und Computerspieler zusammen: wähle weniger Computerspieler oder mehr Personen.',

  // The lobby.
  'button.addComputer': 'Computerspieler dazu',
  'lobby.hint.computer': `Der ${W.HOST} kann einen freien Platz mit einem Computerspieler ({level}) besetzen.`,
  'reply.hostOnlyComputer': `Nur der ${W.HOST}, {host}, kann einen Computerspieler dazuholen.`,

  // /kogge game seat: an absent player's seat to a computer player and back (K-80).
  'cmd.seat': 'Gib den Platz einer abwesenden Person an einen Computerspieler ab, oder gib ihn zurück',
  'cmd.seat.player': 'Wessen Platz es ist',
  'cmd.seat.to': 'Ein Computerspieler dieser Stufe spielt den Platz, oder wieder die Person selbst',
  'cmd.seat.to.player': 'wieder die Person selbst',
  'seat.notPlaying': 'Plätze werden nur abgegeben, solange das Spiel läuft.',
  'seat.notSeated': '{player} hat in diesem Spiel keinen eigenen Platz.',
  'seat.denied': `Nur der ${W.HOST}, {host}, wer den Server verwalten darf, oder die Person selbst kann diesen Platz abgeben.`,
  'seat.tooManyComputerGames':
    '{host} hat schon so viele laufende Spiele gegen Computerspieler, wie eine Person gleichzeitig haben darf ({count}), und mit der Abgabe dieses Platzes käme eines dazu. Bitte beende oder brich zuerst eines davon ab.',
  'seat.already': 'Den Platz von {player} spielt schon ein Computerspieler ({level}).',
  'seat.notHanded': '{player} spielt den eigenen Platz schon selbst.',
  'seat.handed.done': 'Den Platz von {player} spielt jetzt ein Computerspieler ({level}).',
  'seat.back.done': '{player} spielt den eigenen Platz wieder selbst.',
  'seat.forfeited':
    '{player} hat dieses Ligaspiel durch verpasste Fristen aufgegeben: Ein Computerspieler spielt den Platz zu Ende, er kann nicht zurückgegeben werden.',
  'reply.seatForfeited':
    'Du hast dieses Ligaspiel durch verpasste Fristen aufgegeben: Ein Computerspieler spielt deinen Platz zu Ende. Spielplan und Verlauf kannst du dir weiter ansehen.',
  'seat.handed.public':
    '{who} hat den Platz von {player} an einen Computerspieler ({level}) abgegeben, bis {player} zurückkommt.',
  'seat.handed.public.own':
    '{player} hat den eigenen Platz an einen Computerspieler ({level}) abgegeben, bis zur eigenen Rückkehr.',
  'seat.back.public': '{player} ist zurück und spielt den eigenen Platz wieder selbst.',
} as const satisfies Record<keyof typeof enSeats, string>;
