// en-slash.ts in Italian: descriptions in Discord's command picker, autocomplete labels,
// ephemeral answers, and the rules by topic, in our own words (never the rulebook's).
import type { Catalogue } from '../translate';
import * as g from './glossary';

export const itSlash: Catalogue = {
  'slash.start': `Scegli in segreto la tua ${g.startCity}`,
  'slash.start.choice': `La città di uno dei tuoi ${g.markers}`,
  'slash.bid': `Offri ${g.markers} per l’${g.order}`,
  'slash.bid.choice': `I ${g.tiles} che offri, per esempio 5 3`,
  'slash.move': `Naviga con la tua ${g.cog} su una rotta (o sposta una ${g.cog} razziata)`,
  'slash.move.choice': 'Dove vai e che cosa paghi',
  'slash.build': `Costruisci qui un ${g.office}, o prendi le ${g.goods} dei tuoi ${g.offices} qui`,
  'slash.build.choice': 'Che cosa fare in questa città',
  'slash.guild': `Muovi il ${g.gm}, o commercia con lui nella sua città`,
  'slash.guild.choice': 'Lo spostamento o lo scambio',
  'slash.buy': `Compra dal ${g.market} una coppia di ${g.markers} per una ${g.good}`,
  'slash.buy.choice': `La coppia e la ${g.good} con cui paghi`,
  'slash.trade': `Scambia ${g.goods} con la città in cui si trova la tua ${g.cog}`,
  'slash.trade.choice': 'Che cosa dai e che cosa ricevi',
  'slash.route': `Metti un tuo ${g.tile} su una rotta di questa città, o in Memoria cambia una rotta iniziale`,
  'slash.route.choice': `La rotta e il tuo ${g.tile}, o tieni entrambe le rotte iniziali`,
  'slash.raid': `Fai un ${g.raid}, o rispondi a un ${g.raid} (dividi le ${g.goods}, prendi un mucchio)`,
  'slash.raid.choice': 'Il bersaglio, la divisione o il mucchio',
  'slash.end': `Finisci il tuo ${g.turn}`,
  'slash.board': `Mostra il tabellone della ${g.game} di qui (la risposta la vedi solo tu)`,
  'slash.log': `Mostra che cosa è successo nella ${g.game} di qui`,
  'slash.rules': 'Una regola di Kogge, in breve',
  'slash.rules.topic': 'Quale regola',
  'slash.games': `Le ${g.games} di Kogge in corso in questo ${g.server}`,
  'slash.abandon': `Abbandona la ${g.game} di qui (l’${g.host}, o chi può gestire il ${g.server} o i ${g.threads})`,
  'slash.offer': `Proponi uno scambio a un giocatore con la ${g.cog} nella tua città`,
  'slash.offer.player': 'Il giocatore a cui proponi lo scambio',
  'slash.offer.give': `Che cosa dai, per esempio 1 ${g.ore}, ${g.tile} 3`,
  'slash.offer.get': `Che cosa chiedi, per esempio 2 ${g.fur}`,

  'slash.label.bid': 'offri {markers}',
  'slash.label.sail': '{route} · paghi {payment}',
  'slash.label.free': 'gratis',
  'slash.label.cityTrade': 'dai {give} · ricevi {receive}',
  'slash.label.raider': `sposta la ${g.cog} di {raider}: {square}`,

  'slash.done': 'Fatto: {action}.',
  'slash.doneAny': 'Fatto.',
  'slash.notUnderstood':
    `Non ho capito "{text}" per /kogge {command}; scegli una delle opzioni proposte mentre scrivi. La ${g.game} non è cambiata.`,
  'slash.nothingNow': `Ora non puoi usare /kogge {command}. La ${g.game} non è cambiata.`,
  'slash.offer.notPlayer': `{player} non gioca in questa ${g.game}.`,
  'slash.offer.bad':
    `Non sono riuscito a leggere "{text}": scrivi ${g.goods} e ${g.tiles} come 1 ${g.ore}, 2 ${g.fur}, ${g.tile} 3. La ${g.game} non è cambiata.`,
  'slash.board.header': '{header}',
  'slash.log.empty': `In questa ${g.game} non è ancora successo niente.`,
  'slash.log.title': 'Che cosa è successo finora (dal più vecchio al più recente):',
  'slash.games.none': `Nessuna ${g.game} di Kogge in corso in questo ${g.server}.`,
  'slash.games.list': `${g.cap(g.games)} di Kogge in corso in questo ${g.server}:\n{games}`,
  'slash.games.line': '{where} · {status} · {players}',
  'slash.games.lobby': 'in attesa di giocatori ({taken}/{seats})',
  'slash.games.playing': `${g.round} {round}`,
  'slash.games.setup': 'in preparazione',
  'slash.abandon.denied':
    `Solo l’${g.host}, {host}, o chi può gestire questo ${g.server} o i suoi ${g.threads} può abbandonare questa ${g.game}.`,
  'slash.abandon.deniedDamaged':
    `I dati salvati di questa ${g.game} sono danneggiati. Solo il suo ${g.host}, o chi può gestire questo ${g.server} o i suoi ${g.threads}, può abbandonarla.`,
  'slash.abandon.done': `Hai abbandonato questa ${g.game}. Il ${g.thread} resta come suo registro.`,
  'slash.abandon.public': `Questa ${g.game} è stata abbandonata da {who}. Il ${g.thread} resta come suo registro.`,
  'slash.abandoned': `Questa ${g.game} è stata abbandonata.`,

  'rules.show': '**{title}** ({ids})\n{summary}',
  'rules.start.title': g.cap(g.startCity),
  'rules.start.ids': 'K-13',
  'rules.start.summary':
    `Ognuno sceglie di nascosto uno dei propri ${g.markers}: il suo numero indica la città del primo ${g.office}, dove parte la tua ${g.cog}. Le scelte si mostrano tutte insieme; se tre o più giocatori hanno scelto la stessa città, quei giocatori scelgono di nuovo.`,
  'rules.bidding.title': `${g.cap(g.bids)} per l’ordine`,
  'rules.bidding.ids': 'K-22, K-23',
  'rules.bidding.summary':
    `A ogni ${g.round}, nell’ordine attuale, ognuno offre apertamente uno o più dei propri ${g.markers}; nessuno può ripetere un’${g.bid} già fatta in quel ${g.round}. Più ${g.tiles} uguali battono meno ${g.tiles}; a parità vince il numero più alto. I ${g.tiles} offerti servono poi a produrre ${g.goods}.`,
  'rules.production.title': 'Produzione',
  'rules.production.ids': 'K-24',
  'rules.production.summary':
    `I ${g.tiles} offerti in questo ${g.round} producono ${g.goods}: ognuno porta due ${g.goods} del tipo della sua città, finché la ${g.reserve} ne ha. Prima gli ${g.offices} di quella città ne ricevono una ciascuno; il resto rimane alla città.`,
  'rules.guild.title': g.gm,
  'rules.guild.ids': 'K-25, K-26, K-41',
  'rules.guild.summary':
    `Il nuovo primo giocatore sposta ${g.theGm} di una o due città in senso orario. Nella sua città una ${g.cog} può fare con lui uno scambio per ${g.turn}: tre ${g.tiles} uguali per il secondo ${g.raidMarker}, sei ${g.goods} uguali per un ${g.chit}, oppure una ${g.good} per un ${g.tile} del suo colore e viceversa. Quando ha fatto abbastanza strada, la ${g.game} finisce.`,
  'rules.movement.title': 'Navigazione',
  'rules.movement.ids': 'K-30, K-31, K-32',
  'rules.movement.summary':
    `Una ${g.cog} naviga lungo una delle due rotte della sua città. Il primo viaggio del ${g.turn} è gratis; ogni viaggio successivo costa una ${g.good} o un ${g.marker} in più del precedente. Per una rotta coperta prima paghi, poi scopri dove porta.`,
  'rules.offices.title': `${g.cap(g.offices)} e le loro ${g.goods}`,
  'rules.offices.ids': 'K-34, K-40',
  'rules.offices.summary':
    `Dove la tua ${g.cog} parte o arriva, puoi prendere le ${g.goods} che stanno sui tuoi ${g.offices} di quella città. Costruire un ${g.office} costa una ${g.good} per ciascuno dei tre tipi che la città non produce e un ${g.marker} col numero della città (due se c’è già un ${g.office}); una città ha al massimo due ${g.offices}.`,
  'rules.market.title': `Comprare ${g.tiles}`,
  'rules.market.ids': 'K-21, K-42',
  'rules.market.summary':
    `A ogni ${g.round} si mettono in vista quattro coppie di ${g.markers}. Una volta per ${g.turn} puoi pagare una sola ${g.good} e prendere un’intera coppia.`,
  'rules.route.title': 'Cambiare una rotta',
  'rules.route.ids': 'K-43, K-73',
  'rules.route.summary':
    `Una volta per ${g.turn} puoi sostituire un ${g.marker} scoperto della città della tua ${g.cog} con uno dei tuoi, così la rotta porta altrove. Nella variante Memoria si possono sostituire anche i ${g.tiles} coperti, e prima del primo ${g.round} ogni giocatore, dopo aver visto i due ${g.tiles} della sua ${g.startCity}, può mettere uno dei suoi al posto di uno di essi o tenerli entrambi (/kogge route fa l’una o l’altra cosa).`,
  'rules.cityTrade.title': 'Commerciare con una città',
  'rules.cityTrade.ids': 'K-44',
  'rules.cityTrade.summary':
    `Dopo aver navigato, in una città diversa da quella in cui è iniziato il ${g.turn}, puoi scambiare ${g.goods} con la città: ogni ${g.good} che consegni ne porta fino a due di altri tipi (tre con il ${g.chit} 3:1).`,
  'rules.raid.title': g.cap(g.raid),
  'rules.raid.ids': 'K-45',
  'rules.raid.summary':
    `Con un ${g.raidMarker} in mano puoi fare un ${g.raid} su un’altra ${g.cog} nella tua città (il suo proprietario divide le sue ${g.goods} in due mucchi e tu ne prendi uno) oppure sulla città e sui suoi ${g.offices}, prendendo tutte le loro ${g.goods}. Il tuo ${g.turn} finisce, e la vittima (o, dopo un ${g.raid} su una città, il giocatore seguente) manda avanti la tua ${g.cog} su una delle rotte della città.`,
  'rules.trading.title': 'Scambi tra giocatori',
  'rules.trading.ids': 'K-46',
  'rules.trading.summary':
    `Ogni volta che due ${g.cogs} sono nella stessa città, anche fuori dal loro ${g.turn}, i proprietari possono scambiarsi le ${g.goods} e i ${g.markers} che vogliono, regali compresi. Uno propone, l’altro accetta o rifiuta. ${g.cap(g.offices)}, ${g.chits} e ${g.raidMarkers} non si scambiano.`,
  'rules.end.title': `Fine della ${g.game} e punteggio`,
  'rules.end.ids': 'K-26, K-50, K-51',
  'rules.end.summary':
    `Cinque ${g.dpLong} (${g.offices} più ${g.chits}) fanno vincere subito. Altrimenti la ${g.game} finisce quando ${g.theGm} ha viaggiato abbastanza, e decidono i ${g.vpLong}: contano ${g.offices}, ${g.chits}, ${g.raidMarkers} ancora in mano e le ${g.goods} sulla tua ${g.cog} e nei tuoi ${g.offices}; i ${g.markers} no.`,
  'rules.taxes.title': `${g.cap(g.taxes)} (avanzata)`,
  'rules.taxes.ids': 'K-70',
  'rules.taxes.summary':
    `Dove si ferma ${g.theGm}, ogni ${g.cog} in quella città restituisce alla ${g.reserve} una ${g.good} a scelta del suo proprietario (una ${g.cog} senza ${g.goods} non paga niente), e la città perde tutte le ${g.goods} che non sono del suo tipo. Le ${g.cogs} che arrivano più tardi nel ${g.round} sono risparmiate.`,
  'rules.officeTrading.title': `Commercio con gli ${g.offices} (avanzata)`,
  'rules.officeTrading.ids': 'K-71',
  'rules.officeTrading.summary':
    `Se il proprietario è d’accordo, la tua ${g.cog} può commerciare con l’${g.office} di un altro giocatore nella città in cui si trova: le ${g.goods} passano tra la tua ${g.cog} e quell’${g.office}, i ${g.markers} tra la tua mano e quella del proprietario. Un ${g.office} non commercia mai con un altro ${g.office}.`,
  'rules.conflicts.title': `${g.cap(g.conflicts)} (avanzata)`,
  'rules.conflicts.ids': 'K-72, K-23',
  'rules.conflicts.summary':
    `Le dotazioni sono sempre nascoste. Quando il giocatore di ${g.turn} ha finito di agire, può sfidare un’altra ${g.cog} nella sua città; se non lo fa, gli altri che sono lì possono sfidare lui, in ${g.order}. Al massimo un ${g.conflict} per ${g.turn}. Le due parti offrono ${g.markers} in segreto, valutati come le ${g.bids} per l’ordine, e ognuno tiene ciò che ha offerto l’altro. L’${g.bid} migliore nomina fino a tre ${g.goods}, prende quelle che lo sconfitto possiede e può spostarlo di un passo su una rotta; a parità non vince nessuno.`,
  'rules.memory.title': 'Memoria (avanzata)',
  'rules.memory.ids': 'K-73',
  'rules.memory.summary':
    `Tutti i ${g.markers} sul tabellone sono coperti. Prima del primo ${g.round} vedi i due ${g.tiles} della tua ${g.startCity} e puoi mettere uno dei tuoi al posto di uno di essi. Una rotta su cui navighi viene mostrata a tutti e girata di nuovo quando il tuo movimento finisce. Cambiando una rotta puoi sostituire un ${g.tile} coperto, e prima di muoverti puoi pagare una ${g.good} o un ${g.tile} per guardare i due ${g.tiles} della tua città.`,
  'rules.hidden.title': 'Dotazioni nascoste',
  'rules.hidden.ids': 'K-60',
  'rules.hidden.summary':
    `Se la ${g.game} non è stata aperta con dotazioni scoperte, solo tu vedi le tue ${g.goods} e i tuoi ${g.markers}; gli altri vedono quanti ne hai. I ${g.markers} coperti restano segreti per tutti tranne chi li ha visti.`,
};
