// German for en-teach.ts: why an action of the turn is not open now, the first-game hints,
// and words a new player found odd (issue 24).
import type { enTeach } from '../en-teach';
import * as W from './glossary';

export const deTeach = {
  // The turn's actions a panel does not offer, one short line each with the engine's reason.
  'whyNot.title': 'Gerade nicht möglich:',
  'whyNot.line': '· {actions}: {reason}',
  'whyNot.action.sail': 'Segeln',
  'whyNot.action.collectOffice': `${W.OFFICE}waren nehmen`,
  'whyNot.action.buildOffice': `${W.OFFICE} in {city} bauen`,
  'whyNot.action.gmTrade': `Handel mit dem ${W.GM}`,
  'whyNot.action.buyMarkers': `${W.MARKERS_SHORT} kaufen`,
  'whyNot.action.cityTrade': 'Handel mit {city}',
  'whyNot.action.changeRoute': 'Route ändern',
  'whyNot.action.raid': 'Überfallen',
  // K-40: what an office costs, and what of it the player lacks ("es fehlt: Pelz und ein
  // zweites Plättchen 4": the goods bare, since "kein"/"keinen" would depend on the good).
  'whyNot.officeCost': 'braucht {goods} und {markers}; es fehlt: {missing}.',
  'whyNot.officeMarkers.one': `ein ${W.MARKER_SHORT} {marker}`,
  'whyNot.officeMarkers.other': `zwei ${W.MARKERS_SHORT} {marker}`,
  'whyNot.lack.good': '{good}',
  'whyNot.lack.marker.none': `${W.MARKER_SHORT} {marker}`,
  'whyNot.lack.marker.onlyOne': `ein zweites ${W.MARKER_SHORT} {marker}`,

  'cmd.new.hints': 'Hinweise, was jede Wahl bedeutet, für alle in ihren ersten 3 Spielen (False: hier keine)',
  // A wrong environment variable, said back as typed, with what was wanted (not zod's words).
  'config.invalid.typed': 'Die Umgebungsvariable {variable} ist „{typed}“: sie {reason}.',
  'config.expect.port': 'muss eine Portnummer von 0 bis 65535 sein',
  'config.expect.loopback': 'muss eine Loopback-Adresse sein (127.0.0.1, ::1 oder localhost)',
  'config.expect.host': 'muss eine IP-Adresse oder ein Hostname sein, etwa 127.0.0.1 oder 0.0.0.0',
  'config.expect.logLevel': 'muss fatal, error, warn, info, debug, trace oder silent sein',
  // First-game hints: what the choice in front of the player means (K-13 … K-51).
  'hint.start': `Tipp: in deiner ${W.START_CITY} steht dein erstes ${W.OFFICE}, und sie kostet dich dein ${W.MARKER} mit ihrer Nummer. Alle wählen geheim; in eine Stadt passen höchstens zwei ${W.OFFICES}.`,
  'hint.bid': `Tipp: ein ${W.BID} verbraucht die ${W.MARKERS}, die du einsetzt. Das beste ${W.BID} spielt zuerst, und jedes gebotene ${W.MARKER_SHORT} lässt seine Stadt ${W.GOODS} erzeugen.`,
  'hint.guildMaster': `Tipp: der ${W.GM} bringt der Stadt, in der er anhält, 2 ${W.GOODS}. Jeder Schritt rückt die ENDE-Leiste vor; bei 18/18 endet das Spiel.`,
  'hint.sail': `Tipp: die erste ${W.MOVE} eines Zuges ist kostenlos; jede weitere kostet eine Ware oder ein ${W.MARKER}.`,
  'hint.faceDown': `Tipp: eine verdeckte Route wird bezahlt, bevor sie aufgedeckt wird; führt sie dorthin, wo du nicht hindarfst, bleibt deine ${W.COG} stehen.`,
  'hint.points': `Tipp: ${W.OFFICES} und ${W.CHITS} sind ${W.DP}: 5 ${W.DP} im eigenen Zug gewinnen sofort. Sonst gewinnen die meisten ${W.VP}, wenn die ENDE-Leiste voll ist.`,

  // Words a new user found odd (issue 24), said again.
  'option.marker.nth': `${W.MARKER} {value} ({nth} von {count})`,
  'lobby.hint.full': `Alle Plätze sind besetzt: der ${W.HOST} drückt „Start“.`,
  'panel.moveRaider.victim': `{raider} hat dich überfallen, also bestimmst du, wohin die ${W.COG} von {raider} fährt: einen Schritt von {city} eine Route entlang.`,
  'panel.moveRaider.afterCityRaid': `{raider} hat {city} überfallen; als nächste Person in der Sitzreihenfolge bestimmst du, wohin die ${W.COG} von {raider} fährt: einen Schritt eine Route entlang.`,
} as const satisfies Record<keyof typeof enTeach, string>;
