// German for en-assist.ts (issue 37): unterstützte Plätze, die Notiz zur verpassten Frist und
// die Rangfolge der Liga im letzten Beitrag.
import type { enAssist } from '../en-assist';
import * as W from './glossary';

export const deAssist = {
  'cmd.league.create.assisted':
    'Ob ein Platz, den ein Computerspieler für sein Mitglied spielte, gewertet wird (Standard: nein)',
  'cmd.league.create.assisted.unrated': 'Ungewertet: das Rating des Mitglieds bleibt, wie es war',
  'cmd.league.create.assisted.rated': 'Gewertet, als hätte das Mitglied selbst gespielt',
  'seat.leagueDenied':
    'In einem gewerteten Spiel der Liga {name} dürfen nur die Admins der Liga einen Platz an einen Computerspieler abgeben (die Fristenregel der Liga tut es von selbst). Bitte frag eine oder einen von ihnen.',
  'league.help.assisted':
    '• Unterstützung: in einem Ligaspiel geben nur die Admins der Liga oder ihre Fristenregel einen Platz an einen Computerspieler ab. Dieser Platz wird im Verlauf und im Export als unterstützt markiert; Platzierung und Punkte zählen, das Rating ändert sich nur, wenn die Liga unterstützte Plätze werten lässt (ein aufgegebener Platz wird in jedem Fall als letzter gewertet).',
  'league.history.seatAssisted': `{place}. {player} {vp} ${W.VP} (unterstützt, ungewertet)`,
  'league.history.seatAssistedRated': `{place}. {player} {vp} ${W.VP} (unterstützt, {change})`,
  'league.player.gameAssisted': `{thread} \`{game}\`: Platz {place}, {vp} ${W.VP}, von einem Computerspieler unterstützt, ungewertet`,
  'league.player.gameAssistedRated': `{thread} \`{game}\`: Platz {place}, {vp} ${W.VP}, von einem Computerspieler unterstützt, Rating {change}`,
  'deadline.late.single.one':
    '⏰ {players} hat die Frist von {count} Minute verstreichen lassen: das Spiel hat den Standardzug gemacht und führt {players} als abwesend.',
  'deadline.late.single.other':
    '⏰ {players} hat die Frist von {count} Minuten verstreichen lassen: das Spiel hat den Standardzug gemacht und führt {players} als abwesend.',
  'deadline.late.several.one':
    '⏰ {players} haben die Frist von {count} Minute verstreichen lassen: das Spiel hat die Standardzüge gemacht und führt sie als abwesend.',
  'deadline.late.several.other':
    '⏰ {players} haben die Frist von {count} Minuten verstreichen lassen: das Spiel hat die Standardzüge gemacht und führt sie als abwesend.',
  'deadline.offer.host.one': `Der ${W.HOST} kann den Platz mit /kogge partie platz an einen Computerspieler abgeben.`,
  'deadline.offer.host.other': `Der ${W.HOST} kann ihre Plätze mit /kogge partie platz an Computerspieler abgeben.`,
  'deadline.offer.league.one':
    'Die Admins der Liga können den Platz mit /kogge partie platz an einen Computerspieler abgeben.',
  'deadline.offer.league.other':
    'Die Admins der Liga können ihre Plätze mit /kogge partie platz an Computerspieler abgeben.',
  'league.rule.defaults.one':
    '⏰ {player} hat in diesem Ligaspiel {count} Frist verstreichen lassen: nach der Regel der Liga spielt der Platz mit Standardzügen weiter.',
  'league.rule.defaults.other':
    '⏰ {player} hat in diesem Ligaspiel {count} Fristen verstreichen lassen: nach der Regel der Liga spielt der Platz mit Standardzügen weiter.',
  'league.rule.computer.one':
    '⏰ {player} hat in diesem Ligaspiel {count} Frist verstreichen lassen: nach der Regel der Liga übernimmt ein Computerspieler den Platz, bis {player} wieder selbst spielt.',
  'league.rule.computer.other':
    '⏰ {player} hat in diesem Ligaspiel {count} Fristen verstreichen lassen: nach der Regel der Liga übernimmt ein Computerspieler den Platz, bis {player} wieder selbst spielt.',
  'league.rule.forfeit.one':
    '⏰ {player} hat in diesem Ligaspiel {count} Frist verstreichen lassen: nach der Regel der Liga gibt {player} auf und wird Letzte(r); ein Computerspieler spielt den Platz zu Ende.',
  'league.rule.forfeit.other':
    '⏰ {player} hat in diesem Ligaspiel {count} Fristen verstreichen lassen: nach der Regel der Liga gibt {player} auf und wird Letzte(r); ein Computerspieler spielt den Platz zu Ende.',
  'post.league.ranked':
    '🏆 Die Liga wertet dieses Spiel anders: ihre Fristenregel setzt, wer aufgegeben hat, auf den letzten Platz. {places}',
  'league.result.assisted.one':
    'Ein Computerspieler hat einen Teil des Spiels für {players} gespielt: nach der Regel der Liga ist dieser Platz ungewertet.',
  'league.result.assisted.other':
    'Computerspieler haben einen Teil des Spiels für {players} gespielt: nach der Regel der Liga sind diese Plätze ungewertet.',
  'post.standIn.one':
    '🤖 Ein Computerspieler hat {count} der {total} Entscheidungen auf dem Platz von {player} getroffen.',
  'post.standIn.other':
    '🤖 Ein Computerspieler hat {count} der {total} Entscheidungen auf dem Platz von {player} getroffen.',
  'post.league.place': '{rank}. {player}',
  'post.league.placeForfeited': '{rank}. {player} (aufgegeben)',
} as const satisfies Record<keyof typeof enAssist, string>;
