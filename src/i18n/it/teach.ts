// en-teach.ts in Italian (issue 24): why an action is not open now, and first-game hints.
import type { Catalogue } from '../catalogue';
import * as g from './glossary';

export const itTeach: Catalogue = {
  'whyNot.title': 'Ora non è possibile:',
  'whyNot.line': '· {actions}: {reason}',
  'whyNot.action.sail': 'Navigare',
  'whyNot.action.collectOffice': `Prendere le ${g.goods} dell’${g.office}`,
  'whyNot.action.buildOffice': `Costruire un ${g.office} a {city}`,
  'whyNot.action.gmTrade': `Commerciare con il ${g.gm}`,
  'whyNot.action.buyMarkers': `Comprare ${g.tiles}`,
  'whyNot.action.cityTrade': 'Commerciare con {city}',
  'whyNot.action.changeRoute': 'Cambiare una rotta',
  'whyNot.action.raid': `Fare un ${g.raid}`,
  'whyNot.officeCost': 'servono {goods} e {markers}; invece hai: {missing}.',
  'whyNot.officeMarkers.one': `un ${g.tile} {marker}`,
  'whyNot.officeMarkers.other': `due ${g.tiles} {marker}`,
  'whyNot.lack.good': 'niente {good}',
  'whyNot.lack.marker.none': `nessun ${g.tile} {marker}`,
  'whyNot.lack.marker.onlyOne': `un solo ${g.tile} {marker}`,

  'cmd.new.hints': `Suggerimenti su ogni scelta, per chi è alle prime 3 ${g.games} (False: nessuno qui)`,
  'config.invalid.typed': 'La variabile d’ambiente {variable} vale "{typed}": {reason}.',
  'config.expect.port': 'deve essere un numero di porta da 0 a 65535',
  'config.expect.loopback': 'deve essere un indirizzo di loopback (127.0.0.1, ::1 o localhost)',
  'config.expect.host': 'deve essere un indirizzo IP o un nome host, come 127.0.0.1 o 0.0.0.0',
  'config.expect.logLevel': 'deve essere uno tra fatal, error, warn, info, debug, trace o silent',
  'hint.start': `Suggerimento: la tua ${g.startCity} riceve il tuo primo ${g.office} e ti costa il tuo ${g.marker} con il suo numero. Tutti scelgono in segreto; in una città ci stanno al massimo due ${g.offices}.`,
  'hint.bid': `Suggerimento: un’${g.bid} spende i ${g.markers} che ci metti. Chi fa l’${g.bid} migliore gioca per primo, e ogni ${g.tile} offerto fa produrre ${g.goods} alla sua città.`,
  'hint.guildMaster': `Suggerimento: ${g.theGm} porta 2 ${g.goods} alla città in cui si ferma. Ogni passo fa avanzare il percorso verso la ${g.end}; a 18/18 la ${g.game} finisce.`,
  'hint.sail': `Suggerimento: il primo viaggio del ${g.turn} è gratis; ogni viaggio in più costa una ${g.good} o un ${g.marker}.`,
  'hint.faceDown': `Suggerimento: una rotta coperta si paga prima di scoprirla; se porta dove non puoi andare, la tua ${g.cog} resta dov’è.`,
  'hint.points': `Suggerimento: ${g.offices} e ${g.chits} sono ${g.dp}: 5 ${g.dp} nel tuo ${g.turn} fanno vincere subito. Altrimenti, quando il percorso verso la ${g.end} è completo, vince chi ha più ${g.vp}.`,

  'option.marker.nth': `${g.marker} {value} ({nth} di {count})`,
  'lobby.hint.full': `Tutti i posti sono occupati: l’${g.host} preme Inizia.`,
  'panel.moveRaider.victim': `{raider} ti ha fatto un ${g.raid}, quindi scegli tu dove va la sua ${g.cog}: un passo da {city} lungo una rotta.`,
  'panel.moveRaider.afterCityRaid': `{raider} ha fatto un ${g.raid} su {city}; come giocatore successivo nell’ordine dei posti scegli tu dove va la sua ${g.cog}: un passo lungo una rotta.`,
};
