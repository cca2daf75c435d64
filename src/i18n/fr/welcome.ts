// en-welcome.ts in French: the bot's welcome in a server it has never greeted.
import type { Catalogue } from '../catalogue';
import * as g from './glossary';

export const frWelcome: Catalogue = {
  'welcome.text': `**Bienvenue dans Kogge**, un jeu de commerce hanséatique pour 2 à 4 joueurs : faites naviguer vos ${g.cogs} sur la Baltique, échangez des ${g.goods} et construisez des ${g.offices}. Appuyez sur un bouton pour commencer tout de suite, ou tapez \`/kogge nouvelle ordinateurs:3\` pour jouer contre trois ${g.computers} (\`/kogge nouvelle\` tout court ouvre une table que vos amis peuvent rejoindre).`,
  'welcome.solo': `Jouer contre des ${g.computers}`,
  'welcome.friends': 'Jouer entre amis',
  'welcome.started': `Votre ${g.game} contre trois ${g.computers} a commencé dans {thread}, où se trouve son plateau. Votre première décision :`,
};
