// German for en-tutorial.ts: /kogge einführung, its welcome button, the offer to a newcomer and
// the panel's lines through the scripted round (issue 38).
import type { enTutorial } from '../en-tutorial';
import * as W from './glossary';

export const deTutorial = {
  'cmd.tutorial': 'Kogge lernen: eine erste Runde gegen Computerspieler, jeder Schritt erklärt',
  'welcome.tutorial': 'Spielen lernen (Einführung)',
  'tutorial.thread': 'Kogge-Einführung {id}',
  'tutorial.opened':
    'Dein Einführungsspiel läuft in {thread}: dort liegt sein Brett, und diese Ansicht ist deine.',
  'tutorial.resumed': 'Dein Einführungsspiel geht weiter in {thread}:',
  'tutorial.offer':
    'Neu bei Kogge? `/kogge einführung` spielt mit dir eine erste Runde gegen Computerspieler und erklärt jeden Schritt.',
  'tutorial.offer.button': 'Einführung starten',
  'tutorial.step': '**Einführung, Schritt {step} von {steps}:** {text}',
  'tutorial.waiting':
    '**Einführung:** jetzt wählen die Computerspieler. Wenn der Thread dich wieder ruft, drück **{act}** am Brett für deinen nächsten Schritt.',
  'tutorial.done': `**Einführung:** das war deine Einführungsrunde. Jetzt sind die Computerspieler am Zug; ab der nächsten ${W.ROUND} entscheidest du selbst, wie in jedem Spiel. Die Tipps bleiben an, und **{hint}** fragt den Coach.`,
  'tutorial.left':
    '**Einführung:** du hast anders gewählt als die Einführung. Dein Zug gilt: die Schritte der Einführung enden hier, und es geht als gewöhnliches Spiel gegen die Computerspieler weiter, mit Tipps.',
  'tutorial.say.start': `Wähle {city} als ${W.START_CITY}: dort steht dein erstes ${W.OFFICE}, und dort beginnt deine ${W.COG}. {city} erzeugt {good}, die wertvollste Ware ({vp} ${W.VP} je Stück): wann immer ein ${W.BID} ein ${W.MARKER_SHORT} {marker} enthält, erzeugt {city} {good}, und dein ${W.OFFICE} bekommt einen Teil. Die Wahl kostet dich dein ${W.MARKER_SHORT} {marker}.`,
  'tutorial.say.bid': `Biete dein ${W.MARKER_SHORT} {marker} allein. Die anderen haben {bids} geboten: deine {marker} schlägt sie alle, also spielst du in dieser ${W.ROUND} zuerst und ziehst den ${W.GM}. Jedes gebotene ${W.MARKER_SHORT} lässt seine Stadt 2 ${W.GOODS} erzeugen: deine {marker} bringt {bidCity} 2 {bidGood}, und die gebotene {officeMarker} bringt {officeCity} 2 {officeGood}: eine Ware davon geht an dein ${W.OFFICE} dort. Gebotene ${W.MARKERS_SHORT} sind verbraucht.`,
  'tutorial.say.guildMaster': `Zieh den ${W.GM} {steps} Städte weiter, von {from} nach {to}. Die Stadt, in der er anhält, bekommt 2 ${W.GOODS} ihrer eigenen Sorte: {to} bekommt 2 {good}, die du gleich eintauschen kannst. Jeder Schritt rückt auch die ENDE-Leiste vor; bei 18 endet das Spiel.`,
  'tutorial.say.sail': `Du bist am Zug. ${W.OFFICE}waren kommen von selbst an Bord, wo deine ${W.COG} ihren Zug beginnt oder ankommt: was dein ${W.OFFICE} in {from} bekommen hat ({good}), ist jetzt auf deiner ${W.COG}. Segle nach {to}, auf der Route mit dem ${W.MARKER_SHORT} {marker}: die erste ${W.MOVE} eines Zuges ist kostenlos, jede weitere kostet eine Ware oder ein ${W.MARKER}.`,
  'tutorial.say.office': `Bau ein ${W.OFFICE} in {city}: es kostet eine Ware jeder Sorte, die {city} nicht erzeugt ({cost}), und ein ${W.MARKER_SHORT} {marker}. Ein ${W.OFFICE} bringt 1 ${W.DP} (5 ${W.DP} gewinnen sofort) und am Ende 10 ${W.VP}, und es bekommt seinen Teil, wann immer {city} {good} erzeugt.`,
  'tutorial.say.cityTrade': `Handle mit {city}: gib {give} und nimm {take}. Mit einer Stadt handeln darfst du nur, nachdem du in diesem Zug dorthin gesegelt bist, und jede Ware, die du gibst, kauft bis zu zwei ihrer ${W.GOODS} anderer Sorten: aus {give} ({giveVp} ${W.VP}) werden {take} ({takeVp} ${W.VP}).`,
  'tutorial.say.endTurn': `Beende deinen Zug. Du hast {dp} ${W.DP} und {goods} auf deiner ${W.COG}: {vp} ${W.VP}, wenn das Spiel jetzt endete. Als Nächstes sind die Computerspieler am Zug, dann beginnt eine neue ${W.ROUND} mit einer neuen Versteigerung.`,
} as const satisfies Record<keyof typeof enTutorial, string>;
