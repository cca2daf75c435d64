// German for en-league.ts: the /league command's descriptions (each within Discord's 100
// characters), its answers, the league's lobby line and its standings message. League words:
// Teilnehmerliste (roster), Tabelle (standings), Saison, Rating, Admins.
import type { enLeague } from '../en-league';
import * as W from './glossary';

export const deLeague = {
  'cmd.league': 'Führe auf diesem Server eine Liga gewerteter Kogge-Spiele',
  'cmd.league.create': 'Starte eine Liga (Admins): Name, Spieloptionen und Punkte',
  'cmd.league.create.name': 'Der Name der Liga',
  'cmd.league.create.min': 'Mindestzahl Personen an einem Tisch (2 bis 4; Standard 3)',
  'cmd.league.create.max': 'Höchstzahl Personen an einem Tisch (2 bis 4; Standard 4)',
  'cmd.league.create.deadline': 'Minuten pro Entscheidung in Ligaspielen (Standard 1440, ein Tag)',
  'cmd.league.create.points': 'Wie Platzierungen zu Ligapunkten werden (Standard 4-2-1-0)',
  'cmd.league.create.points.byPlace': '4-2-1-0 nach Platz',
  'cmd.league.create.points.vpShare': `Anteil an 100 nach ${W.VP_LONG_DAT}`,
  'cmd.league.create.computers': 'Computerspieler dürfen Plätze füllen (solch ein Spiel ist ungewertet)',
  'cmd.league.create.role': 'Eine Rolle, deren Mitglieder die Liga neben „Server verwalten“ leiten dürfen',
  'cmd.league.league': 'Welche Liga, wenn der Server mehrere hat',
  'cmd.league.join': 'Trag dich in die Teilnehmerliste der Liga ein',
  'cmd.league.leave': 'Verlass die Teilnehmerliste der Liga (deine gewerteten Spiele bleiben)',
  'cmd.league.roster': 'Wer in der Liga spielt',
  'cmd.league.game': 'Eröffne ein gewertetes Ligaspiel für die genannten Personen (Admins)',
  'cmd.league.game.player': 'Eine Person auf der Teilnehmerliste der Liga',
  'cmd.league.standings': 'Die Tabelle der Liga: Platz, Punkte, Rating, Spiele, Siege',
  'cmd.league.board':
    'Halte eine Tabellennachricht in einem Kanal, nach jedem Ergebnis aktualisiert (Admins)',
  'cmd.league.board.channel': 'Der Kanal für die Tabellennachricht',

  'league.guildOnly': 'Ligen laufen auf einem Server, nicht in Direktnachrichten.',
  'league.notAdmin':
    'Das dürfen nur Mitglieder, die den Server verwalten dürfen oder die Admin-Rolle der Liga haben.',
  'league.badOptions':
    'Mit diesen Optionen gibt es keine Liga: an einem Tisch sitzen 2 bis 4 Personen, die kleinere Zahl zuerst.',
  'league.exists': 'Dieser Server führt schon eine Liga namens {name}.',
  'league.role.everyone':
    'Die Rolle @everyone hat jedes Mitglied des Servers, sie kann also keine Liga leiten: wähle eine Rolle, die nur ihre Admins haben.',
  'league.badName': 'Der Name einer Liga braucht einen Buchstaben oder eine Ziffer.',
  'league.none': 'Dieser Server führt noch keine Liga. Admins können mit /league erstellen eine starten.',
  'league.which': 'Dieser Server führt mehrere Ligen: nenne eine mit der Option league ({names}).',
  'league.unknown': 'Dieser Server führt keine Liga namens {name}.',
  'league.setAside':
    'Die Liga {league} ließ sich nicht lesen, deshalb hat der Bot sie mit ihren Ergebnissen beiseitegelegt (aufbewahrt, nicht gelöscht): eine neue Liga darf ihren Namen tragen und beginnt ohne diese Ergebnisse. Wer den Bot betreibt, kann sie aus den beschädigten Einträgen des Speichers unter `{aside}` wiederherstellen.',
  'league.damaged':
    'Der gespeicherte Stand dieser Liga ist nicht lesbar; wer den Bot betreibt, ist informiert.',
  'league.created': '🏆 Liga eröffnet: {name}. Mitglieder kommen mit /league beitreten dazu.',
  'league.joined': 'Du stehst auf der Teilnehmerliste von {name}.',
  'league.alreadyJoined': 'Du stehst schon auf der Teilnehmerliste von {name}.',
  'league.left': 'Du hast die Teilnehmerliste von {name} verlassen. Deine gewerteten Spiele zählen weiter.',
  'league.notJoined': 'Du stehst nicht auf der Teilnehmerliste von {name}.',
  'league.roster.one': '{name}: {count} Person. {players}',
  'league.roster.other': '{name}: {count} Personen. {players}',
  'league.roster.empty': 'Noch niemand steht auf der Teilnehmerliste von {name}.',
  'league.game.notOnRoster':
    '{players}: nicht auf der Teilnehmerliste von {name}; nur wer dort steht, bekommt einen Platz.',
  'league.game.count':
    'Ein Spiel von {name} braucht verschiedene Personen: mindestens {min}, höchstens {max}.',
  'league.game.opened': '🏆 Gewertetes Spiel von {name} in {thread} eröffnet für {players}.',
  'league.game.cannotPost':
    'Ich kann hier nicht posten: ich muss Nachrichten senden, Dateien anhängen und Threads erstellen dürfen.',
  'league.lobby.rated': '🏆 Gewertetes Spiel von {name}, eröffnet von {opener} (Saison {season}).',
  'league.standings.title': '🏆 {name}: Tabelle, Saison {season}',
  'league.standings.row':
    '{place}. {player}: {points} Pkt. · Rating {rating} · Spiele {games} · Siege {wins}',
  'league.standings.empty': 'Noch niemand auf der Teilnehmerliste.',
  'league.standings.footer.one': '{count} Spiel gewertet',
  'league.standings.footer.other': '{count} Spiele gewertet',
  'league.board.set':
    'Die Tabelle von {name} steht jetzt in {channel} und wird nach jedem Ergebnis aktualisiert.',
  'league.board.cannotPost':
    'Ich kann in {channel} nicht posten: ich muss dort Nachrichten senden und Links einbetten dürfen.',
  'cmd.league.round':
    'Verteile alle auf der Teilnehmerliste auf Tische für eine neue Runde Ligaspiele (Admins)',
  'cmd.league.history': 'Die beendeten Spiele der Saison, mit Links zu ihren Threads',
  'cmd.league.export': 'Jedes gewertete Spiel und jeder Platz der Liga als CSV-Datei',
  'league.round.cannotSeat':
    'Die Teilnehmerliste von {name} lässt sich nicht auf Tische der Ligagröße aufteilen (mindestens {min}, höchstens {max}): nimm jemanden dazu oder heraus, oder eröffne die Spiele einzeln.',
  'league.round.table': '{thread}: {players}',
  'league.history.game': '{thread} `{game}`: {seats}',
  'league.history.void': '~~{thread} `{game}`: {seats}~~ (annulliert)',
  'league.export.done': 'Die Spiele von {name}, eine Zeile pro Platz:',
  'cmd.league.void': 'Annulliere ein gewertetes Spiel: es zählt, als wäre es nie gespielt worden (Admins)',
  'cmd.league.forfeit': 'Setze eine Person in einem gewerteten Spiel auf den letzten Platz (Admins)',
  'cmd.league.replace': 'Schreibe einen Platz in einem gewerteten Spiel einer Ersatzperson gut (Admins)',
  'cmd.league.audit': 'Jede Änderung der Admins an gewerteten Spielen, mit Person und Grund',
  'cmd.league.audit.game': 'Die ID des Spiels, wie /league verlauf sie zeigt',
  'cmd.league.audit.reason': 'Warum: steht für alle lesbar im Änderungsprotokoll',
  'cmd.league.audit.player': 'Die betroffene Person',
  'cmd.league.audit.substitute': 'Das Mitglied, das den Platz übernommen hat',
  'league.audit.notRecorded': 'In dieser Liga ist kein Spiel `{game}` gewertet.',
  'league.audit.void': 'Das Spiel `{game}` ist schon annulliert.',
  'league.audit.notInGame': 'Diese Person hat im Spiel `{game}` nicht mitgespielt.',
  'league.audit.alreadyForfeited': 'Diese Person steht im Spiel `{game}` schon auf dem letzten Platz.',
  'league.audit.alreadyInGame': 'Die Ersatzperson hat im Spiel `{game}` schon mitgespielt.',
  'league.audit.line.void': '#{seq} {by} hat `{game}` annulliert: {reason}',
  'league.audit.line.forfeit': '#{seq} {by} hat {player} in `{game}` auf den letzten Platz gesetzt: {reason}',
  'league.audit.line.replace':
    '#{seq} {by} hat den Platz von {player} in `{game}` {substitute} gutgeschrieben: {reason}',
  'league.audit.title': '📜 {name}: Änderungsprotokoll, das Neueste zuerst',
  'league.audit.empty': 'Noch kein Admin hat ein gewertetes Spiel von {name} geändert.',
  'cmd.league.season': 'Die Saisons der Liga',
  'cmd.league.season.close': 'Archiviere die Endtabelle dieser Saison und starte die nächste (Admins)',
  'cmd.league.season.carry': 'Ratings in die nächste Saison mitnehmen (Standard) oder zurücksetzen',
  'league.season.closed.carried':
    'Abgeschlossen: Saison {season} von {name}, ihre Endtabelle ist gesichert. Saison {next} beginnt mit den mitgenommenen Ratings.',
  'league.season.closed.reset':
    'Abgeschlossen: Saison {season} von {name}, ihre Endtabelle ist gesichert. Saison {next} beginnt mit zurückgesetzten Ratings.',
  'cmd.league.help':
    'Wie Ligaspiele platziert, gewertet und ins Rating eingerechnet werden, in einfachen Worten',
  'league.help': [
    '🏆 **So zählt eine Liga**',
    `• Platzierung: ein Sieg mit 5 ${W.DP} setzt die Siegerin oder den Sieger auf Platz 1; alle anderen werden nach ${W.VP} platziert. Gleiche ${W.VP} teilen sich einen Platz.`,
    `• Punkte: nach Platz (4-2-1-0, wenn die Liga nichts anderes sagt; ein geteilter Platz teilt seine Punkte) oder ein Anteil an 100 nach ${W.VP}.`,
    '• Rating: OpenSkill (Bradley-Terry), das mit 3 und 4 Personen und mit Gleichständen umgehen kann: wer sich einen Platz teilt, landet bei gleichem Rating nie unter jemandem, den er geschlagen hat. Es beginnt bei 1500 und steigt, je sicherer die Liga deine Spielstärke kennt. Ein Spiel mit Computerspieler zählt für die Punkte, nie für das Rating.',
    '• Die Tabelle: zuerst Punkte, dann Siege, dann Rating. Änderungen der Admins (annullieren, letzter Platz, ersetzen) stehen in /league änderungen, und die Tabelle wird aus den Ergebnissen und diesem Protokoll neu berechnet.',
    '• Saisons: ein Spiel zählt für die Saison, in der es begann, auch wenn es erst nach ihrem Abschluss endet; die Abschlusstabelle dieser Saison nimmt es dann auf. /league saisons zeigt jede Saison und ihren Meister; `saison:` zeigt eine frühere.',
    '• Ein Spiel, in dem niemand einen Zug gemacht hat (alle aufgegeben oder nur Standardzüge), zählt für niemanden: keine Punkte, kein Sieg, kein Rating.',
    '• Verwalten: /league übersicht zeigt die Einstellungen; Admins ändern sie mit /league bearbeiten (für danach eröffnete Spiele), nehmen ein Mitglied mit /league entfernen von der Liste (seine Spiele bleiben), /league umbenennen, /league archivieren (schreibgeschützt, Ergebnisse bleiben), /league löschen (nur eine leere oder archivierte Liga, nach einer Bestätigung) und /league zurücknehmen eintrag: (ein neuer Eintrag nimmt einen früheren zurück; nichts wird gelöscht).',
  ].join('\n'),
  'cmd.league.game.computers':
    'Computerspieler füllen Plätze, wo die Liga es erlaubt (das Spiel ist dann ungewertet)',
  'league.game.noComputers': 'In der Liga {name} dürfen keine Computerspieler Plätze füllen.',
  'league.post.rated': '🏆 Gewertetes Ligaspiel · {name}',
  'cmd.league.create.missed':
    'Was aus dem Platz wird, wenn jemand immer wieder Fristen verpasst (Standard: Standardzüge)',
  'cmd.league.create.missed.defaults': 'Der Platz spielt mit Standardzügen weiter',
  'cmd.league.create.missed.computer': 'Ein Computerspieler übernimmt, bis die Person zurückkommt',
  'cmd.league.create.missed.forfeit': 'Die Person gibt auf und wird Letzte',
  'cmd.league.create.missedAfter': 'Verpasste Fristen in einem Spiel, bevor diese Regel greift (Standard 3)',
  'cmd.league.player': `Die Saison eines Mitglieds: Spiele, Siege, Ø ${W.VP}, letzte Spiele, Rating im Verlauf`,
  'cmd.league.player.player': 'Das Mitglied',
  'league.player.summary': `🏆 {player} in {name}, Saison {season}: Platz {place} · Spiele {games} · Siege {wins} · im Schnitt {vp} ${W.VP} · Rating {rating}`,
  'league.player.game': `{thread} \`{game}\`: Platz {place}, {vp} ${W.VP}`,
  'league.player.chart': '{player} in {name}: Rating im Verlauf',
  'league.image.player': 'Name',
  'league.image.points': 'Punkte',
  'league.image.rating': 'Rating',
  'league.image.games': 'Spiele',
  'league.image.wins': 'Siege',
  'league.image.chart.start': 'Beginn',
  'league.image.chart.games.one': 'nach {count} gewerteten Spiel',
  'league.image.chart.games.other': 'nach {count} gewerteten Spielen',
  'league.image.chart.description.one': '{title}: von {first} auf {last} in {count} gewerteten Spiel.',
  'league.image.chart.description.other': '{title}: von {first} auf {last} in {count} gewerteten Spielen.',
  'league.image.description.row':
    '{place}. {player}: {points} Punkte, Rating {rating}, Spiele {games}, Siege {wins}',
} as const satisfies Record<keyof typeof enLeague, string>;
