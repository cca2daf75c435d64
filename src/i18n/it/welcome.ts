// en-welcome.ts in Italian: the bot's welcome in a server it has never greeted.
import type { Catalogue } from '../catalogue';
import * as g from './glossary';

export const itWelcome: Catalogue = {
  'welcome.text': `**Benvenuti a Kogge**, un gioco di commercio anseatico per 2–4 giocatori: naviga con le tue ${g.cogs} nel Baltico, scambia ${g.goods} e costruisci ${g.offices}. Premi un pulsante per iniziare subito, o scrivi \`/kogge nuova computer:3\` per giocare contro tre ${g.computers} (\`/kogge nuova\` da solo apre un tavolo a cui gli amici possono unirsi).`,
  'welcome.solo': `Gioca contro i ${g.computers}`,
  'welcome.friends': 'Gioca con gli amici',
  'welcome.started': `La tua ${g.game} contro tre ${g.computers} è iniziata in {thread}, dove trovi la plancia. La tua prima decisione:`,
};
