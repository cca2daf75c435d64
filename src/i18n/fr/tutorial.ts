// en-tutorial.ts in French: /kogge tutoriel, its welcome button, the offer to a newcomer and the
// panel's lines through the scripted round (issue 38).
import type { Catalogue } from '../catalogue';
import * as g from './glossary';

export const frTutorial: Catalogue = {
  'cmd.tutorial': `Apprendre Kogge : une première ${g.round} contre des ${g.computers}, chaque étape expliquée`,
  'welcome.tutorial': 'Apprendre à jouer (tutoriel)',
  'tutorial.thread': 'Tutoriel Kogge {id}',
  'tutorial.opened': `Votre ${g.game} tutoriel est dans {thread} : son plateau y est, et ce panneau est le vôtre.`,
  'tutorial.resumed': `Votre ${g.game} tutoriel continue dans {thread} :`,
  'tutorial.offer': `Nouveau sur Kogge ? \`/kogge tutoriel\` joue avec vous une première ${g.round} contre des ${g.computers}, chaque étape expliquée.`,
  'tutorial.offer.button': 'Lancer le tutoriel',
  'tutorial.step': '**Tutoriel, étape {step} sur {steps}** : {text}',
  'tutorial.waiting': `**Tutoriel** : les ${g.computers} choisissent maintenant. Quand le ${g.thread} vous appelle à nouveau, appuyez sur **{act}** sous le plateau pour votre étape suivante.`,
  'tutorial.done': `**Tutoriel** : c’était votre ${g.round} d’apprentissage. Les ${g.computers} jouent maintenant ; dès la ${g.round} suivante, les choix sont à vous, comme dans toute ${g.game}. Les astuces restent affichées, et **{hint}** interroge le coach.`,
  'tutorial.left': `**Tutoriel** : vous avez choisi autrement que le tutoriel. Votre coup compte : les étapes du tutoriel s’arrêtent ici, et la ${g.game} continue comme une ${g.game} ordinaire contre les ${g.computers}, avec les astuces.`,
  'tutorial.say.start': `Choisissez {city} comme ${g.startCity} : votre premier ${g.office} s’y trouve et votre ${g.cog} en part. {city} produit du {good}, la ${g.good} la plus précieuse ({vp} ${g.vp} pièce) : chaque fois qu’une ${g.bid} contient une ${g.tile} {marker}, {city} produit du {good} et votre ${g.office} en reçoit une part. Ce choix vous coûte votre ${g.tile} {marker}.`,
  'tutorial.say.bid': `Misez votre ${g.tile} {marker} seule. Les autres ont misé {bids} : votre {marker} les bat toutes, vous jouez donc en premier dans cette ${g.round} et déplacez ${g.theGm}. Chaque ${g.tile} misée fait produire 2 ${g.goods} à sa ville : votre {marker} donne {bidGood} ×2 à {bidCity}, et le {officeMarker} misé donne {officeGood} ×2 à {officeCity}, dont une pour votre ${g.office} là-bas. Les ${g.tiles} misées sont dépensées.`,
  'tutorial.say.guildMaster': `Déplacez ${g.theGm} de {steps} villes, de {from} à {to}. La ville où il s’arrête reçoit 2 ${g.goods} de sa propre sorte : {to} reçoit {good} ×2, à échanger dans un instant. Chaque pas fait aussi avancer la piste ${g.end} ; à 18, la ${g.game} s’arrête.`,
  'tutorial.say.sail': `C’est votre ${g.turn}. Les ${g.goods} des ${g.offices} montent à bord d’elles-mêmes là où votre ${g.cog} commence ou arrive : ce que votre ${g.office} de {from} a reçu ({good}) est maintenant sur votre ${g.cog}. Naviguez vers {to}, par la route à la ${g.tile} {marker} : le premier trajet d’un ${g.turn} est gratuit, chaque trajet suivant coûte une ${g.good} ou une ${g.marker}.`,
  'tutorial.say.office': `Construisez un ${g.office} à {city} : il coûte une ${g.good} de chaque sorte que {city} ne produit pas ({cost}) et une ${g.tile} {marker}. Un ${g.office} vaut 1 ${g.dp} (5 ${g.dp} gagnent aussitôt) et 10 ${g.vp} à la fin, et il reçoit une part de ce que {city} produit ({good}).`,
  'tutorial.say.cityTrade': `Échangez avec {city} : donnez {give} et prenez {take}. On ne peut échanger avec une ville qu’après y avoir navigué pendant ce ${g.turn}, et chaque ${g.good} donnée achète jusqu’à deux de ses ${g.goods} d’autres sortes : {give} ({giveVp} ${g.vp}) devient {take} ({takeVp} ${g.vp}).`,
  'tutorial.say.endTurn': `Terminez votre ${g.turn}. Vous avez {dp} ${g.dp} et {goods} sur votre ${g.cog} : {vp} ${g.vp} si la ${g.game} s’arrêtait maintenant. Les ${g.computers} jouent ensuite, puis une nouvelle ${g.round} s’ouvre avec de nouvelles ${g.bids}.`,
};
