// en-tutorial.ts in Italian: /kogge tutorial, its welcome button, the offer to a newcomer and the
// panel's lines through the scripted round (issue 38).
import type { Catalogue } from '../catalogue';
import * as g from './glossary';

export const itTutorial: Catalogue = {
  'cmd.tutorial': `Impara Kogge: un primo ${g.round} contro ${g.computers}, ogni passo spiegato`,
  'welcome.tutorial': 'Impara a giocare (tutorial)',
  'tutorial.thread': 'Tutorial Kogge {id}',
  'tutorial.opened': `La tua ${g.game} tutorial è in {thread}: lì c’è il tabellone, e questo pannello è tuo.`,
  'tutorial.resumed': `La tua ${g.game} tutorial continua in {thread}:`,
  'tutorial.offer': `Nuovo a Kogge? \`/kogge tutorial\` gioca con te un primo ${g.round} contro ${g.computers}, spiegando ogni passo.`,
  'tutorial.offer.button': 'Avvia il tutorial',
  'tutorial.step': '**Tutorial, passo {step} di {steps}:** {text}',
  'tutorial.waiting': `**Tutorial:** ora scelgono i ${g.computers}. Quando il ${g.thread} ti chiama di nuovo, premi **{act}** sotto il tabellone per il tuo prossimo passo.`,
  'tutorial.done': `**Tutorial:** questo era il tuo ${g.round} di prova. Ora giocano i ${g.computers}; dal prossimo ${g.round} le scelte sono tue, come in ogni ${g.game}. I suggerimenti restano attivi, e **{hint}** chiede al coach.`,
  'tutorial.left': `**Tutorial:** hai scelto diversamente dal tutorial. La tua mossa vale: i passi del tutorial finiscono qui, e si continua come in una ${g.game} normale contro i ${g.computers}, con i suggerimenti.`,
  'tutorial.say.start': `Scegli {city} come ${g.startCity}: lì c’è il tuo primo ${g.office} e da lì parte la tua ${g.cog}. {city} produce {good}, la ${g.good} più preziosa ({vp} ${g.vp} l’una): ogni volta che un’${g.bid} contiene un ${g.tile} {marker}, {city} produce {good} e il tuo ${g.office} ne riceve una parte. La scelta ti costa il tuo ${g.tile} {marker}.`,
  'tutorial.say.bid': `Offri solo il tuo ${g.tile} {marker}. Gli altri hanno offerto {bids}: il tuo {marker} le batte tutte, quindi giochi per primo in questo ${g.round} e muovi ${g.theGm}. Ogni ${g.tile} offerto fa produrre 2 ${g.goods} alla sua città: il tuo {marker} dà {bidGood} ×2 a {bidCity}, e il {officeMarker} offerto dà {officeGood} ×2 a {officeCity}, di cui una al tuo ${g.office} lì. I ${g.tiles} offerti sono spesi.`,
  'tutorial.say.guildMaster': `Sposta ${g.theGm} di {steps} città, da {from} a {to}. La città dove si ferma riceve 2 ${g.goods} del suo tipo: {to} riceve {good} ×2, da scambiare tra poco. Ogni passo fa anche avanzare il percorso verso la ${g.end}; a 18 la ${g.game} finisce.`,
  'tutorial.say.sail': `Tocca a te. Le ${g.goods} degli ${g.offices} salgono a bordo da sole dove la tua ${g.cog} inizia il ${g.turn} o arriva: ciò che il tuo ${g.office} di {from} ha ricevuto ({good}) ora è sulla tua ${g.cog}. Naviga verso {to}, sulla rotta con il ${g.tile} {marker}: il primo viaggio del ${g.turn} è gratis, ogni viaggio in più costa una ${g.good} o un ${g.marker}.`,
  'tutorial.say.office': `Costruisci un ${g.office} a {city}: costa una ${g.good} di ogni tipo che {city} non produce ({cost}) e un ${g.tile} {marker}. Un ${g.office} vale 1 ${g.dp} (5 ${g.dp} fanno vincere subito) e 10 ${g.vp} alla fine, e riceve una parte di ciò che {city} produce ({good}).`,
  'tutorial.say.cityTrade': `Scambia con {city}: dai {give} e prendi {take}. Puoi scambiare con una città solo dopo averci navigato in questo ${g.turn}, e ogni ${g.good} che dai compra fino a due sue ${g.goods} di altri tipi: {give} ({giveVp} ${g.vp}) diventa {take} ({takeVp} ${g.vp}).`,
  'tutorial.say.endTurn': `Termina il tuo ${g.turn}. Hai {dp} ${g.dp} e {goods} sulla tua ${g.cog}: {vp} ${g.vp} se la ${g.game} finisse ora. Poi giocano i ${g.computers}, e un nuovo ${g.round} si apre con nuove ${g.bids}.`,
};
