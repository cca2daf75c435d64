// German for en-manage.ts (issue 37): eine Liga verwalten, jede Änderung im Änderungsprotokoll.
import type { enManage } from '../en-manage';

export const deManage = {
  'cmd.league.kick': 'Ein Mitglied von der Teilnehmerliste nehmen; seine Partien bleiben (Admins)',
  'cmd.league.kick.player': 'Das Mitglied, das von der Liste soll',
  'cmd.league.edit': 'Die Einstellungen der Liga für ab jetzt eröffnete Partien ändern (Admins)',
  'cmd.league.edit.deadline': 'Minuten für jede Entscheidung in Ligapartien',
  'cmd.league.edit.points': 'Wie Platzierungen zu Ligapunkten werden',
  'cmd.league.edit.min': 'Wenigste Spieler an einem Tisch (2 bis 4)',
  'cmd.league.edit.max': 'Meiste Spieler an einem Tisch (2 bis 4)',
  'cmd.league.edit.missed': 'Was aus einem Platz wird, dessen Person immer wieder Fristen versäumt',
  'cmd.league.edit.missedAfter': 'Versäumte Fristen in einer Partie, bis diese Regel greift',
  'cmd.league.edit.takeBacks': 'Spieler dürfen in Ligapartien einen Zug zurücknehmen lassen',
  'cmd.league.rename': 'Der Liga einen neuen Namen geben; Partien und Tabelle bleiben (Admins)',
  'cmd.league.rename.name': 'Der neue Name der Liga',
  'cmd.league.archive':
    'Die Liga schreibschützen: keine Runden, Beitritte, Änderungen; Ergebnisse bleiben (Admins)',
  'cmd.league.delete': 'Eine Liga ohne gewertete Partie oder eine archivierte löschen (Admins)',
  'cmd.league.info': 'Die Einstellungen der Liga in einfachen Worten',
  'cmd.league.undo': 'Einen Eintrag des Änderungsprotokolls mit einem neuen Eintrag zurücknehmen (Admins)',
  'cmd.league.undo.entry': 'Die Nummer des Eintrags, wie /league änderungen sie zeigt',
  'league.audit.line.kick': '#{seq} {by} hat {player} von der Teilnehmerliste genommen: {reason}',
  'league.audit.line.edit': '#{seq} {by} hat diese Einstellungen geändert: {settings}: {reason}',
  'league.audit.line.rename': '#{seq} {by} hat die Liga von {from} in {to} umbenannt: {reason}',
  'league.audit.line.archive': '#{seq} {by} hat die Liga archiviert: {reason}',
  'league.audit.line.undo': '#{seq} {by} hat Eintrag #{undone} zurückgenommen: {reason}',
  'league.audit.undone': '{line} (zurückgenommen mit #{seq})',
  'league.audit.replaceOffRoster':
    '{player} steht nicht auf der Teilnehmerliste: nur ein Mitglied der Liga kann in ihren Partien ersetzt werden.',
  'league.setting.deadline': 'Frist',
  'league.setting.points': 'Punkte',
  'league.setting.role': 'Admin-Rolle',
  'league.setting.tables': 'Tischgrößen',
  'league.setting.missed': 'Regel für versäumte Fristen',
  'league.setting.computers': 'Computerspieler',
  'league.setting.takeBacks': 'Zugrücknahmen',
  'league.archived.readOnly':
    'Die Liga {name} ist archiviert und schreibgeschützt: Runden, Teilnehmerliste und Ergebnisse bleiben, wie sie sind. Tabelle, Verlauf und Änderungsprotokoll sind weiter zu sehen.',
  'league.kick.notOnRoster':
    '{player} steht nicht auf der Teilnehmerliste von {name}; nichts wurde geändert.',
  'league.kick.done':
    'Erledigt in {name}. {line}. Die gewerteten Partien zählen weiter; spätere Runden setzen die Person nicht mehr ein.',
  'league.rename.same': 'Die Liga heißt schon {name}; nichts wurde geändert.',
  'league.rename.done': 'Erledigt: Die Liga heißt jetzt {name}. {line}',
  'league.archive.done':
    'Erledigt: {name} ist archiviert und schreibgeschützt. Die Ergebnisse bleiben und sind mit league:{name} zu sehen. {line}',
  'league.edit.nothing': 'Das sind schon die Einstellungen von {name}; nichts wurde geändert.',
  'league.edit.pointsPlayed':
    'Die Punkte von {name} lassen sich nicht ändern, solange die Saison gewertete Partien hat: Alle Partien einer Saison werden gleich gewertet. Ändere sie nach /league saison abschließen.',
  'league.edit.done':
    '{name}: geändert: {settings}. Ab jetzt eröffnete Partien laufen mit den neuen Einstellungen; laufende Partien behalten die Einstellungen, mit denen sie eröffnet wurden.',
  'league.undo.noEntry': 'Das Änderungsprotokoll hat keinen Eintrag #{seq}.',
  'league.undo.already': 'Eintrag #{seq} ist schon zurückgenommen; nichts wurde geändert.',
  'league.undo.notUndoable':
    'Eintrag #{seq} lässt sich nicht zurücknehmen: nur eine Annullierung, eine Aufgabe, ein Ersatz oder ein Entfernen von der Liste. Ändere die Liga erneut mit /league bearbeiten oder /league umbenennen.',
  'league.undo.done': 'Erledigt in {name}. {line}. Die Tabelle ist neu berechnet.',
  'league.delete.notEmpty':
    'Die Liga {name} hat gewertete Partien: Archiviere sie zuerst mit /league archivieren, dann lösche sie.',
  'league.delete.confirm':
    '**Die Liga {name} löschen?** Sie verschwindet endgültig aus den Ligen des Servers; ihre gewerteten Partien hebt der Bot beiseite auf, ohne sie zu zeigen.',
  'league.delete.button': 'Liga löschen',
  'league.delete.gone': 'Diese Liga gibt es schon nicht mehr; nichts wurde geändert.',
  'league.delete.done': 'Die Liga {name} ist gelöscht.',
  'league.info.title': 'ℹ️ **{name}**, Saison {season}',
  'league.info.titleArchived': 'ℹ️ **{name}**, Saison {season} (archiviert: schreibgeschützt)',
  'league.info.roster.one': '{count} Person auf der Teilnehmerliste.',
  'league.info.roster.other': '{count} Personen auf der Teilnehmerliste.',
  'league.info.tables': 'An einem Tisch sitzen {min} bis {max} Spieler.',
  'league.info.deadline.one': 'Jede Entscheidung darf {count} Minute dauern.',
  'league.info.deadline.other': 'Jede Entscheidung darf {count} Minuten dauern.',
  'league.info.points.byPlace':
    'Punkte nach Platz: {points} für den ersten bis vierten; geteilte Plätze teilen sie.',
  'league.info.points.vpShare': 'Punkte: 100, geteilt nach den Siegpunkten, mit denen jeder Spieler endet.',
  'league.info.holdings.hidden': 'Der Besitz ist verdeckt.',
  'league.info.holdings.open': 'Der Besitz ist offen.',
  'league.info.rules': 'Fortgeschrittene Regeln: {rules}.',
  'league.info.noRules': 'Keine fortgeschrittenen Regeln.',
  'league.info.rule.taxes': 'Steuern',
  'league.info.rule.officeTrading': 'Kontorhandel',
  'league.info.rule.conflicts': 'Konflikte',
  'league.info.rule.memory': 'Gedächtnis',
  'league.info.missed.defaults':
    'Nach {count} versäumten Fristen in einer Partie spielt der Platz mit Standardzügen weiter.',
  'league.info.missed.computer':
    'Nach {count} versäumten Fristen in einer Partie übernimmt ein Computerspieler, bis die Person zurückkommt.',
  'league.info.missed.forfeit':
    'Nach {count} versäumten Fristen in einer Partie gibt die Person auf und wird Letzte.',
  'league.info.computers': 'Computerspieler dürfen Plätze füllen: {allowed}.',
  'league.info.takeBacks': 'Zugrücknahmen: {allowed}.',
  'league.info.yes': 'ja',
  'league.info.no': 'nein',
  'league.info.role': 'Geleitet von Mitgliedern, die den Server verwalten dürfen, und von {role}.',
  'league.info.noRole': 'Geleitet von Mitgliedern, die den Server verwalten dürfen.',
  'league.join.button': 'Beitreten',
  'league.audit.older': 'Ältere Einträge',
  'league.join.announced': '🏆 {player} ist {name} beigetreten.',
} as const satisfies Record<keyof typeof enManage, string>;
