// en-board.ts in Italian: the board, phone board and hand images' newer words.
import type { Catalogue } from '../catalogue';
import * as g from './glossary';

export const itBoard: Catalogue = {
  'button.phoneBoard': '📱 Tabellone per telefono',
  'slash.board.layout': 'Quale immagine: il tabellone intero con la mappa o la tabella a caratteri grandi',
  'slash.board.layout.board': 'tabellone intero con la mappa',
  'slash.board.layout.phone': 'telefono: caratteri grandi, senza mappa',
  'board.title.game': 'KOGGE · {game}',
  'alt.board.game': 'Tabellone di Kogge, {game}, {round}: {phase}.',
  'alt.seatBoard':
    'Il tuo tabellone come lo vedi tu, {player}: con i tuoi beni e le rotte coperte che conosci.',
  'alt.seatBoard.letters': 'Le lettere {letters} sulla mappa sono le scelte del tuo pannello.',
  'board.guildMasterIn': `${g.gm} a {city}`,
  'board.guildMasterNext': 'poi: 1 → {one}, 2 → {two}',
  'board.cogIn': `${g.cog} a {city}`,
  'board.turnDone': 'fatto',
  'decision.turn.acting': `agire o finire il ${g.turn}`,
  'board.place': '{place}º',
  'board.endTitle': '{who} {why}',

  'board.legend.order': `${g.order}`,
  'board.legend.guildMaster': `${g.gmLetter}: 1 o 2 passi`,
  'board.legend.office': `${g.office}: 10 ${g.vp}, 1 ${g.dp}`,
  'board.legend.officeCost': `3 ${g.goods} mancanti + 1–2 ${g.tiles}`,
  // The key's lines have English's room: the icon beside each says « segnalino ».
  'board.legend.raid': `${g.raid}: 10 ${g.vp} in mano`,
  'board.legend.raidNote': `${g.gmLetter} salta · sbiadito: da parte`,
  'board.legend.chit': `bonus: 20 ${g.vp}, 1 ${g.dp}`,
  'board.legend.chit.threeToOne': 'scambio',
  'board.legend.chit.extraMarker': g.tile,
  'board.legend.chit.moveTwo': '2 viaggi',
  // « passaggio segreto » does not fit beside its tile; « via segreta » says the same.
  'board.legend.chit.secretPassage': 'via segreta',
  'board.phone.endRule': `La ${g.game} finisce quando il percorso del ${g.gm} arriva a {end}/{end}: vince chi ha più ${g.vp}. Con {dp} ${g.dp} nel tuo ${g.turn} vinci subito.`,
  'board.rules': 'Avanzate: {rules}',
  'board.rule.taxes': g.cap(g.taxes),
  'board.rule.officeTrading': g.cap(g.offices),
  'board.rule.conflicts': g.cap(g.conflicts),
  'board.rule.memory': 'Memoria',
  'alt.board.rules': 'Regole avanzate: {rules}.',
  'board.legend.track.one': '{count} passo',
  'board.legend.track.other': '{count} passi',
  'board.legend.trackRule': `Ogni passo del ${g.gm} lo fa avanzare. Quando arriva a {end}/{end} la ${g.game} finisce: vince chi ha più ${g.vp}. Con {dp} ${g.dp} nel tuo ${g.turn} vinci subito.`,

  'hand.chits.noneAtEnd': 'nessuno',
  'hand.officeGoods': `${g.cap(g.goods)} nei tuoi ${g.offices} (contano nei tuoi ${g.vp}): {goods}`,

  'phone.column.city': 'Città',
  'phone.column.routes': 'Rotte',
  'phone.column.goods': g.cap(g.goods),
  'phone.column.offices': g.cap(g.offices),
  'phone.column.pieces': `${g.cap(g.cogs)}, ${g.gmLetter}, ${g.raid}`,
  'phone.market': g.cap(g.market),
};
