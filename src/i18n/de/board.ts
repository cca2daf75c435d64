// German for en-board.ts: the board and hand images' newer words and the phone board.
// Short words where the board is tight: these are drawn at fixed widths.
import type { enBoard } from '../en-board';
import * as W from './glossary';

export const deBoard = {
  // The bot's ways to the phone companion image.
  'button.phoneBoard': '📱 Handy-Spielplan',
  'slash.board.layout': 'Welches Bild: der ganze Spielplan mit Karte, oder die große Tabelle fürs Handy',
  'slash.board.layout.board': 'ganzer Spielplan mit Karte',
  'slash.board.layout.phone': 'Handy: große Schrift, ohne Karte',
  'board.title.game': 'KOGGE · {game}',
  'alt.board.game': 'Kogge-Spielplan, {game}, {round}: {phase}.',
  'alt.seatBoard':
    'Dein Spielplan, wie du ihn siehst, {player}: mit deinem Besitz und den verdeckten Routen, die du kennst.',
  'alt.seatBoard.letters': 'Die Buchstaben {letters} auf der Karte sind deine Wahlmöglichkeiten.',
  'board.guildMasterIn': `${W.GM} in {city}`,
  'board.guildMasterNext': 'als Nächstes: 1 → {one}, 2 → {two}',
  'board.cogIn': `${W.COG} in {city}`,
  'board.turnDone': 'fertig',
  'decision.turn.acting': 'handeln oder Zug beenden',
  'board.place': '{place}.',
  'board.endTitle': '{who} {why}',

  // The key on the map.
  'board.legend.order': 'Zugreihenfolge',
  'board.legend.guildMaster': `${W.GM_SHORT}: 1–2 Schritte`,
  'board.legend.office': `${W.OFFICE}: 10 ${W.VP}, 1 ${W.DP}`,
  // K-40: one of each good the city does not produce, and 1 (2 if an office stands) of its markers.
  'board.legend.officeCost': `3 fremde ${W.GOODS} + 1–2 ${W.MARKERS_SHORT}`,
  'board.legend.raid': `${W.RAID_MARKER}: 10 ${W.VP}`,
  'board.legend.raidNote': `${W.GM_SHORT} überspringt · blass: beim ${W.GM_SHORT}`,
  'board.legend.chit': `${W.CHIT_SHORT}: 20 ${W.VP}, 1 ${W.DP}`,
  'board.legend.chit.threeToOne': 'Handel',
  'board.legend.chit.extraMarker': W.MARKER_SHORT,
  // The tiles say 2× and GW beside these: the key names what they do, in the room it has.
  'board.legend.chit.moveTwo': '2 Städte',
  'board.legend.chit.secretPassage': W.CHIT_SECRET_PASSAGE,
  'board.phone.endRule': `Das Spiel endet, wenn die Leiste des ${W.GM_GEN} {end}/{end} erreicht: die meisten ${W.VP} gewinnen. {dp} ${W.DP} im eigenen Zug gewinnen sofort.`,
  'board.rules': 'Erweitert: {rules}',
  // The advanced rules as /kogge new's options name them, short enough for one line.
  'board.rule.taxes': W.TAXES,
  'board.rule.officeTrading': W.OFFICES,
  'board.rule.conflicts': W.RULE_CONFLICTS,
  'board.rule.memory': W.RULE_MEMORY,
  'alt.board.rules': 'Erweiterte Regeln: {rules}.',
  'board.legend.track.one': '{count} Schritt',
  'board.legend.track.other': '{count} Schritte',
  'board.legend.trackRule': `Jeder Schritt des ${W.GM_GEN} rückt die Leiste vor. Erreicht sie {end}/{end}, endet das Spiel: die meisten ${W.VP} gewinnen. {dp} ${W.DP} im eigenen Zug gewinnen sofort.`,

  // The hand.
  'hand.chits.noneAtEnd': 'keine',
  'hand.officeGoods': `In deinen ${W.OFFICES_DAT} (zählt zu deinen ${W.VP}): {goods}`,

  // The phone companion: the same figures as the board, as a table a phone can show.
  'phone.column.city': 'Stadt',
  'phone.column.routes': 'Routen',
  'phone.column.goods': W.GOODS,
  'phone.column.offices': W.OFFICES,
  // Cogs, the GM and raid markers: German calls such pieces Figuren.
  'phone.column.pieces': 'Figuren',
  'phone.market': W.MARKET,
} as const satisfies Record<keyof typeof enBoard, string>;
