// German for en-rounds.ts (issue 37): Runden, Aussetzen (Freilos), Einchecken.
import type { enRounds } from '../en-rounds';

export const deRounds = {
  'cmd.league.round.checkin': 'Zuerst einchecken lassen: die Runde setzt nur, wer „Einchecken“ drückt',
  'cmd.league.round.start': 'Die Runde mit offenem Check-in setzen: nur wer eingecheckt hat (Admins)',
  'cmd.league.create.byePoints':
    'Punkte für ein Mitglied, das eine Runde nicht setzen kann (Freilos; Standard: keine)',
  'league.round.opened': '🏆 Runde {round} von {name}:',
  'league.round.running.one':
    'Runde {round} von {name} wird noch gespielt ({count} Spiel läuft: {games}). Starte die nächste Runde, wenn es beendet ist.',
  'league.round.running.other':
    'Runde {round} von {name} wird noch gespielt ({count} Spiele laufen: {games}). Starte die nächste Runde, wenn sie beendet sind.',
  'league.round.checkinOpen':
    'Für Runde {round} von {name} läuft der Check-in: setze sie mit `/league runde start:True`.',
  'league.round.noCheckin':
    'Für keine Runde von {name} läuft ein Check-in: öffne einen mit `/league runde einchecken:True`, oder setze alle Mitglieder mit `/league runde`.',
  'league.round.stale':
    'Im selben Moment wurde eine andere Runde von {name} eröffnet: hier wurde nichts geändert.',
  'league.round.sitOut.none': 'Setzt diese Runde aus (Freilos, keine Punkte): {players}',
  'league.round.sitOut.one': 'Setzt diese Runde aus (Freilos, {count} Punkt): {players}',
  'league.round.sitOut.other': 'Setzt diese Runde aus (Freilos, {count} Punkte): {players}',
  'league.round.checkin.opened':
    '🏆 Runde {round} von {name}: drücke **Einchecken**, um mitzuspielen. Ein Admin setzt alle Eingecheckten mit `/league runde start:True`.',
  'league.round.checkin.button': 'Einchecken',
  'league.round.checkin.done': 'Du bist für Runde {round} von {name} eingecheckt (bisher {count}).',
  'league.round.checkin.already': 'Du warst für Runde {round} von {name} schon eingecheckt (bisher {count}).',
  'league.round.checkin.closed': 'Für Runde {round} von {name} kann man nicht mehr einchecken.',
  'league.round.checkin.notMember':
    'Nur Mitglieder von {name} können einchecken: tritt zuerst mit `/league beitreten` bei.',
  'league.round.restarted':
    'Ich wurde neu gestartet, während die Tische dieser Runde eröffnet wurden; manche sind vielleicht noch nicht offen. Gib `/league runde` noch einmal ein: es eröffnet nur die fehlenden Tische und zeigt die Runde; eine neue Runde wird nicht gesetzt.',
  'league.help.rounds':
    '• Runden: `/league runde` setzt eine nummerierte Runde, sobald die Spiele der letzten beendet sind; laufende Spiele zählen als Begegnungen, damit niemand unnötig wieder zusammensitzt. Passen nicht alle an die Tische (5 Mitglieder bei 3 bis 4 pro Tisch: eine Person setzt aus), setzt aus, wer in dieser Saison am seltensten ausgesetzt hat, nie wer die Runde davor aussetzte, solange jemand seltener ausgesetzt hat, dann wer zuletzt beitrat. Aussetzen zählt als Freilos mit den Freilos-Punkten der Liga (keine, wenn nicht festgelegt). `einchecken:True` zeigt zuerst einen Einchecken-Knopf; `start:True` setzt dann nur die Eingecheckten.',
} as const satisfies Record<keyof typeof enRounds, string>;
