// German for en-seasons.ts (issue 37): Saisons, Meister, Ruhmeshalle, Rating-Änderungen.
import type { enSeasons } from '../en-seasons';
import * as W from './glossary';

export const deSeasons = {
  'cmd.league.season.option': 'Die Nummer einer Saison (Standard: die laufende Saison)',
  'cmd.league.seasons': 'Alle Saisons der Liga mit ihren Meistern: die Ruhmeshalle',
  'league.season.unknown': 'Die Liga {name} hat keine Saison {season}: sie hat die Saisons 1 bis {last}.',
  'league.season.confirm.carried':
    '**Saison {season} von {name} abschließen?** Die Abschlusstabelle bleibt erhalten und wird hier verkündet; Saison {next} beginnt mit den übernommenen Ratings.',
  'league.season.confirm.reset':
    '**Saison {season} von {name} abschließen?** Die Abschlusstabelle bleibt erhalten und wird hier verkündet; Saison {next} beginnt mit zurückgesetzten Ratings.',
  'league.season.running.none': 'Kein Spiel der Liga läuft.',
  'league.season.running.one':
    '{count} Spiel der Liga läuft noch: {games}. Ein Spiel zählt für die Saison, in der es begann: es zählt also für Saison {season}, wenn es endet, und deren Abschlusstabelle kann sich noch ändern.',
  'league.season.running.other':
    '{count} Spiele der Liga laufen noch: {games}. Ein Spiel zählt für die Saison, in der es begann: sie zählen also für Saison {season}, wenn sie enden, und deren Abschlusstabelle kann sich noch ändern.',
  'league.season.button': 'Saison {season} abschließen',
  'league.season.stale': 'Saison {season} von {name} ist schon abgeschlossen; nichts wurde geändert.',
  'league.season.over': '🏆 **Saison {season} von {name} ist vorbei!**',
  'league.season.champion.one': '👑 Meister: {champions} mit {points} Punkten.',
  'league.season.champion.other': '👑 Meister, gemeinsam auf Platz 1: {champions} mit je {points} Punkten.',
  'league.season.noChampion': 'Diese Saison zählte kein Spiel: diesmal gibt es keinen Meister.',
  'league.season.podium': '{place}. {player}: {points} Pkt. · Siege {wins} · Rating {rating}',
  'league.season.next.carried': 'Saison {next} beginnt jetzt, mit den übernommenen Ratings.',
  'league.season.next.reset': 'Saison {next} beginnt jetzt, mit zurückgesetzten Ratings.',
  'league.season.revised.late':
    '🏆 **Saison {season} von {name}: Abschlusstabelle geändert.** Ein Spiel, das in Saison {season} begann, endete nach dem Abschluss ({thread}) und zählt dort; damit haben sich Meister oder die ersten drei geändert:',
  'league.season.revised.audit':
    '🏆 **Saison {season} von {name}: Abschlusstabelle geändert.** Die Änderung eines Admins an einem ihrer Spiele (Protokolleintrag #{seq}) hat Meister oder die ersten drei geändert:',
  'league.seasons.title': '🏆 {name}: Saisons und Meister',
  'league.seasons.closed': 'Saison {season} ({from} – {to}): 👑 {champions}, {points} Pkt. · {games} Spiele',
  'league.seasons.closedNone': 'Saison {season} ({from} – {to}): kein Spiel gezählt',
  'league.seasons.running': 'Saison {season} (läuft seit {from}): bisher {games} Spiele, vorn: {leaders}',
  'league.seasons.runningNone': 'Saison {season} (läuft seit {from}): noch kein Spiel gezählt',
  'league.standings.titleClosed': '🏆 {name}: Abschlusstabelle, Saison {season}',
  'league.history.titleSeason': '🏆 {name}, Saison {season}: beendete Spiele, neueste zuerst',
  'league.history.emptySeason': 'Saison {season} von {name}: kein beendetes Spiel.',
  'league.history.seat': `{place}. {player} {vp} ${W.VP}`,
  'league.history.seatRated': `{place}. {player} {vp} ${W.VP} ({change})`,
  'league.history.unplayed':
    '~~{thread} `{game}`: {seats}~~ (niemand hat einen Zug gemacht: zählt für niemanden)',
  'league.player.noneSeason': '{player} hat in Saison {season} von {name} kein gewertetes Spiel.',
  'league.player.gameRated': `{thread} \`{game}\`: Platz {place}, {vp} ${W.VP}, Rating {change}`,
  'league.export.season': 'Die Spiele und Ergebnisse von {name}, Saison {season}, als CSV.',
  'league.result.rated': '🏆 Gewertet in {name}, Saison {season}. Ratings: {changes}',
  'league.result.change': '{player} {before} → {after} ({change})',
  'league.result.unrated':
    '🏆 Gewertet in {name}, Saison {season}: ohne Rating, da ein Computerspieler einen Platz hatte.',
  'league.result.unplayed':
    '🏆 Gewertet in {name}, Saison {season}: niemand hat einen Zug gemacht, also zählt das Spiel für niemanden (keine Punkte, kein Sieg, kein Rating).',
} as const satisfies Record<keyof typeof enSeasons, string>;
