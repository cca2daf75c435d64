// en-teach.ts in French: panels that teach (issue 24), why an action is not open now and the
// first-game hints; and a wrong environment variable said back as typed.
import type { Catalogue } from '../catalogue';
import * as g from './glossary';

export const frTeach: Catalogue = {
  'whyNot.title': 'Impossible pour l’instant :',
  'whyNot.line': '· {actions} : {reason}',
  'whyNot.action.sail': 'Naviguer',
  'whyNot.action.collectOffice': `Prendre les ${g.goods} des ${g.offices}`,
  'whyNot.action.buildOffice': `Construire un ${g.office} à {city}`,
  'whyNot.action.gmTrade': `Commercer avec ${g.theGm}`,
  'whyNot.action.buyMarkers': `Acheter des ${g.tiles}`,
  'whyNot.action.cityTrade': 'Commercer avec {city}',
  'whyNot.action.changeRoute': 'Changer une route',
  'whyNot.action.raid': `Lancer un ${g.raid}`,
  // The missing pieces come as a bare list after « il vous manque : », as an inventory reads.
  'whyNot.officeCost': 'il faut {goods} et {markers} ; il vous manque : {missing}.',
  'whyNot.officeMarkers.one': `une ${g.tile} {marker}`,
  'whyNot.officeMarkers.other': `deux ${g.tiles} {marker}`,
  'whyNot.lack.good': '{good}',
  'whyNot.lack.marker.none': `${g.tile} {marker}`,
  'whyNot.lack.marker.onlyOne': `une seconde ${g.tile} {marker}`,

  'cmd.new.hints': `Aides sur le sens de chaque choix, dans les 3 premières ${g.games} de chacun (False : aucune ici)`,
  'config.invalid.typed': 'La variable d’environnement {variable} vaut « {typed} » : elle {reason}.',
  'config.expect.port': 'doit être un numéro de port de 0 à 65535',
  'config.expect.loopback': 'doit être une adresse de bouclage (127.0.0.1, ::1 ou localhost)',
  'config.expect.host': 'doit être une adresse IP ou un nom d’hôte, comme 127.0.0.1 ou 0.0.0.0',
  'config.expect.logLevel': 'doit valoir fatal, error, warn, info, debug, trace ou silent',
  'hint.start': `Astuce : votre ${g.startCity} reçoit votre premier ${g.office} et vous coûte votre ${g.marker} de son numéro. Chacun choisit en secret ; une ville accueille deux ${g.offices} au plus.`,
  'hint.bid': `Astuce : une ${g.bid} dépense les ${g.markers} que vous y mettez. La meilleure ${g.bid} joue en premier, et chaque ${g.tile} misée fait produire des ${g.goods} à sa ville.`,
  'hint.guildMaster': `Astuce : ${g.theGm} apporte 2 ${g.goods} à la ville où il s’arrête. Chaque pas fait avancer la piste ${g.end} ; à 18/18, la ${g.game} s’arrête.`,
  'hint.sail': `Astuce : le premier trajet d’un ${g.turn} est gratuit ; chaque trajet suivant coûte une ${g.good} ou une ${g.marker}.`,
  'hint.faceDown': `Astuce : une route ${g.faceDown} se paie avant d’être retournée ; si elle mène là où vous ne pouvez pas aller, votre ${g.cog} reste sur place.`,
  'hint.points': `Astuce : ${g.offices} et ${g.chits} sont des ${g.dp} : 5 ${g.dp} pendant votre ${g.turn} gagnent aussitôt. Sinon, quand la piste ${g.end} est pleine, le plus de ${g.vp} gagne.`,

  'option.marker.nth': `${g.marker} {value} ({nth} sur {count})`,
  'lobby.hint.full': `Toutes les places sont prises : l’${g.host} appuie sur Commencer.`,
  'panel.moveRaider.victim': `{raider} a lancé un ${g.raid} contre vous : vous choisissez donc où va sa ${g.cog}, une ville plus loin que {city} sur une route.`,
  'panel.moveRaider.afterCityRaid': `{raider} a lancé un ${g.raid} sur {city} ; comme joueur suivant dans l’ordre des places, vous choisissez où va sa ${g.cog} : une ville plus loin sur une route.`,
};
