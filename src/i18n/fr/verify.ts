// en-verify.ts in French: fair and verifiable games (issue 21), the commitment and the seed,
// the verifier's verdicts, /kogge verify and /kogge export, the replay.
import type { Catalogue } from '../catalogue';
import * as g from './glossary';

export const frVerify: Catalogue = {
  'post.commitment': `Engagement sur la graine secrète de cette ${g.game} (SHA-256) : \`{commitment}\`. La graine est montrée à la fin de la ${g.game}, et \`/kogge partie vérifier\` la vérifie.`,
  'post.seed':
    'La graine, révélée : `{seed}`. Elle correspond à l’engagement `{commitment}` ; `/kogge partie vérifier` rejoue la partie.',

  'chart.title': `La ${g.game} ${g.round} par ${g.round}`,
  'chart.vp': `${g.cap(g.vpLong)} (${g.vp})`,
  'chart.dp': `${g.cap(g.dpLong)} (${g.dp})`,
  'chart.round': g.cap(g.round),
  'chart.final': `{vp} ${g.vp} · {dp} ${g.dp}`,
  'chart.description': `Un graphique des ${g.vpLong} (${g.vp}) et des ${g.dpLong} (${g.dp}) de chaque joueur à la fin de chaque ${g.round}. Final : {scores}.`,
  'chart.description.player': `{player} {vp} ${g.vp}, {dp} ${g.dp}`,

  'takeBack.nothing': 'Il n’y a ici aucune action à reprendre.',
  'takeBack.notYours': 'Seul le joueur qui a fait la dernière action peut demander à la reprendre.',
  'takeBack.notSafe':
    'Cette action ne peut pas être reprise : depuis, quelque chose a été tiré au hasard ou quelque chose de caché a été montré.',
  'takeBack.seen':
    'Cette action ne peut pas être reprise : les autres joueurs ont déjà vu ce qu’elle a entraîné (un joueur a passé, ou la partie a avancé d’elle-même).',
  'takeBack.damaged': `L’enregistrement de cette ${g.game} ne se rejoue pas, rien ne peut donc être repris.`,
  'takeBack.league': `Cette ${g.league} n’autorise pas les reprises : ses ${g.games} se jouent comme elles viennent.`,
  'takeBack.stale': `Cette action n’est plus la dernière : une reprise se demande avant que quoi que ce soit d’autre se passe dans la ${g.game}.`,
  'takeBack.asked': 'Une reprise est déjà demandée ; chacun des autres joueurs y répond d’abord.',
  'takeBack.lapsed': `Cette reprise ne tient plus : elle a été tranchée, ou la ${g.game} a continué (une nouvelle action ou le ${g.turn} suivant l’annule).`,
  'takeBack.ownAsk': 'Vous avez demandé cette reprise ; les autres joueurs y répondent.',
  'takeBack.alreadyAccepted': 'Vous avez déjà accepté cette reprise ; les autres doivent encore répondre.',

  'takeBack.button': '↩ Reprendre',
  'takeBack.accept': 'Accepter',
  'takeBack.refuse': 'Refuser',
  'takeBack.request': `↩ {asker} demande à reprendre sa dernière action ({kind}). {awaited} : acceptez ou refusez. Toute nouvelle action dans la ${g.game} annule la demande.`,
  'takeBack.waiting':
    '↩ {asker} demande à reprendre sa dernière action ({kind}) ; doivent encore répondre : {awaited}.',
  'takeBack.askedYou': `Demandé : les autres joueurs acceptent ou refusent dans le ${g.thread}.`,
  'takeBack.done': '↩ {asker} a repris sa dernière action ({kind}) ; tous les autres joueurs ont accepté.',
  'takeBack.doneYou': 'Repris : votre dernière action ({kind}) est annulée. Ouvrez « Jouer » pour continuer.',
  'takeBack.refused':
    '↩ {player} a refusé que {asker} reprenne sa dernière action ({kind}) : elle est maintenue.',
  'takeBack.log': '{player} a repris {kind}',
  'takeBack.logTitle': 'Repris :',
  // Said inside parentheses and after « a repris » (takeBack.log): noun phrases, not participles.
  'takeBack.kind.bid': `une ${g.bid}`,
  'takeBack.kind.moveGuildMaster': `un déplacement de ${g.theGm}`,
  'takeBack.kind.sail': 'un voyage',
  'takeBack.kind.collectOffice': `la prise des ${g.goods} d’un ${g.office}`,
  'takeBack.kind.buildOffice': `la construction d’un ${g.office}`,
  'takeBack.kind.gmTrade': `un échange avec ${g.theGm}`,
  'takeBack.kind.buyMarkers': `un achat de ${g.markers}`,
  'takeBack.kind.cityTrade': 'un échange avec une ville',
  'takeBack.kind.changeRoute': 'un changement de route',
  'takeBack.kind.setAutoCollect': `le réglage de collecte des ${g.offices}`,
  'takeBack.kind.any': 'une action',

  'verify.holds.ours': `${g.cap(g.game)} \`{game}\`, signée par ce bot. La ${g.game} est vérifiée : sa graine correspond à l’engagement \`{commitment}\` pris au départ, chaque étape se rejoue comme enregistrée (étapes : {steps}), et les scores finaux concordent.`,
  'verify.holds.otherKey': `${g.cap(g.game)} \`{game}\`, signée par une autre clé (\`{key}\`), pas par ce bot. L’enregistrement est cohérent en lui-même (sa graine correspond à son engagement \`{commitment}\`, chaque étape se rejoue, étapes : {steps}, et les scores finaux concordent), mais rien ne montre que ce bot a mené cette ${g.game}.`,
  'verify.holds.unsigned': `${g.cap(g.game)} \`{game}\`, non signée, cohérente en elle-même : sa graine correspond à son engagement \`{commitment}\`, chaque étape se rejoue comme enregistrée (étapes : {steps}), et les scores finaux concordent. N’importe qui peut construire un tel enregistrement, donc rien ne montre que ce bot a mené cette ${g.game}.`,
  'verify.holds.unknownKey': `${g.cap(g.game)} \`{game}\`, signée par la clé \`{key}\`, que cette vérification ne peut comparer à aucune clé de bot (donnez-en une avec --signer). L’enregistrement est cohérent en lui-même : sa graine correspond à son engagement \`{commitment}\`, chaque étape se rejoue comme enregistrée (étapes : {steps}), et les scores finaux concordent.`,
  'verify.signature': `L’enregistrement de la ${g.game} \`{game}\` a été modifié après sa signature : sa signature ne correspond pas à son contenu.`,
  'verify.notThisGame': `Ce n’est pas l’enregistrement de la ${g.game} \`{game}\` jouée ici : son engagement \`{commitment}\` diffère de celui conservé pour cette ${g.game} (\`{stored}\`).`,
  'verify.malformed': `Ce n’est pas un enregistrement de ${g.game} de Kogge vérifiable ({issue}).`,
  'verify.generator':
    'L’enregistrement a été modifié : sa graine n’est pas une graine du générateur qu’il nomme ({generator}).',
  'verify.commitment':
    'L’enregistrement a été modifié : sa graine, son identifiant de partie, ses options ou ses places ne correspondent pas à l’engagement `{commitment}` pris au départ.',
  'verify.spec': `La ${g.game} de cet enregistrement ne peut pas être mise en place ({code}).`,
  'verify.stepCount':
    'L’enregistrement a été modifié : ses empreintes d’étapes et ses actions ne sont pas en même nombre ({steps} contre {actions}).',
  'verify.tooManySteps': `Cet enregistrement a plus d’étapes qu’aucune ${g.game} de Kogge ne peut en avoir ({steps}, au plus {max}) : il n’a pas été rejoué.`,
  'verify.tooSlow':
    'Cet enregistrement n’a pas été vérifié jusqu’au bout : son rejeu a pris plus de {seconds} secondes (arrêté à l’étape {step}).',
  'verify.busy':
    'Votre dernier enregistrement est encore en cours de vérification : envoyez le suivant une fois la réponse reçue.',
  'verify.refused':
    'L’enregistrement a été modifié à l’étape {step} : son action ({action}) n’y est pas permise ({code}).',
  'verify.step':
    'L’enregistrement a été modifié à l’étape {step} ({action}) : le rejeu y aboutit à une autre position.',
  'verify.notEnded': `L’enregistrement a été modifié : la ${g.game} n’est pas finie après sa dernière action (étape {steps}).`,
  'verify.scores':
    'L’enregistrement a été modifié : ses scores finaux diffèrent de ceux du rejeu, d’abord pour {player}.',

  'verify.usage':
    'usage : npm run verify -- <record.json> [--signer <clé publique>] (un enregistrement de /kogge partie exporter), ou npm run verify -- --key (la clé publique de ce bot)',
  'verify.key': 'La clé publique de ce bot (Ed25519) : {key}',
  'verify.noKey':
    'Ce stockage ne contient pas encore de clé de bot : le bot en crée une à son premier démarrage.',
  'verify.noStore': 'Il n’y a pas de stockage du bot à {file} (DATABASE_FILE ou DATABASE_URL le nomme).',
  'verify.storeFailed': 'Le stockage du bot n’a pas pu être lu : {reason}',
  'verify.badSigner':
    'Ce n’est pas une clé publique telle que le bot la montre (43 caractères en base64url) : {key}',
  'verify.unreadable': 'Impossible de lire {file} : {reason}',
  'verify.notJson': 'L’enregistrement n’est pas du JSON : {reason}',

  'slash.verify': `Vérifier une ${g.game} finie : sa graine, son engagement, chaque étape et les scores finaux`,
  'slash.verify.record': `Un enregistrement exporté (JSON) à vérifier ; sinon, la ${g.game} finie de ce ${g.thread}`,
  'slash.export': `L’enregistrement de la ${g.game} finie en JSON ; en cours de ${g.game}, ce que vous en voyez`,
  'verify.notEnded.here': `La ${g.game} jouée ici n’est pas finie : sa graine est encore secrète, elle pourra être vérifiée une fois terminée.`,
  'verify.noRecord': `Il n’y a pas de ${g.game} à vérifier ici : lancez ceci dans le ${g.thread} d’une ${g.game} finie, ou joignez un enregistrement exporté.`,
  'verify.attachmentFailed': 'L’enregistrement joint n’a pas pu être lu : {reason}',
  'export.notEnded': `La ${g.game} jouée ici n’est pas finie : son enregistrement s’exporte une fois terminée, pour que rien de caché ne sorte.`,
  'button.replay': '⏯ Revoir',
  'replay.step': `Revoir la ${g.game} {game}, étape {step} (dernière : {steps}), ${g.round} {round} : toutes les pièces cachées sont montrées.`,
  'replay.setUp': `La ${g.game} telle qu’elle a été mise en place.`,
  'replay.quiet': 'Rien de visible par tous ne s’est passé à cette étape.',
  'replay.tooSlow':
    'Le rejeu a pris plus de {seconds} secondes, il n’est donc pas affiché. Réessayez dans une minute.',
  'export.tooSlow':
    'L’enregistrement a pris plus de {seconds} secondes à préparer, il n’a donc pas été envoyé. Réessayez dans une minute.',
  'replay.notEnded': `Le rejeu s’ouvre une fois la ${g.game} terminée.`,
  'replay.noGame': `Il n’y a pas ici de ${g.game} finie à revoir : lancez ceci dans le ${g.thread} d’une ${g.game} finie.`,
  'slash.replay': `Revoir pas à pas la ${g.game} finie ici, toutes les pièces cachées montrées`,
  'replay.first': '⏮ Début',
  'replay.roundBack': `⏪ ${g.cap(g.round)}`,
  'replay.back': '◀ Étape',
  'replay.forward': 'Étape ▶',
  'replay.roundForward': `${g.cap(g.round)} ⏩`,
  'replay.last': 'Fin ⏭',
  'export.view.player': `Ce que vous voyez de la ${g.game} {game} en ce moment : tout ce qui est public, vos propres avoirs et les ${g.markers} que vous connaissez. La graine et les pièces cachées des autres joueurs restent secrètes ; l’enregistrement complet vient une fois la ${g.game} terminée.`,
  'export.view.public': `Ce que tout le monde voit de la ${g.game} {game} en ce moment (vous n’y jouez pas). L’enregistrement complet, graine comprise, vient une fois la ${g.game} terminée.`,
  // The local table's replay of an exported record.
  'table.replay.request': 'Cette demande de rejeu n’est pas une de celles qu’envoie la page.',
  'table.replay.tooBig': `Ce fichier est trop gros pour un enregistrement de ${g.game} (au plus {max} Mo).`,
  'table.page.replay.open': `Ouvrir un enregistrement de ${g.game}`,
  'table.page.replay.drop': `Déposez ici un enregistrement de ${g.game} exporté (.json) pour le revoir`,
  'table.page.replay.title': `Rejeu de la ${g.game} {game}`,
  'table.page.replay.step': `Étape {step} sur {steps}, ${g.round} {round} : toutes les pièces cachées sont montrées.`,
  'table.page.replay.setUp': `La ${g.game} telle qu’elle a été mise en place.`,
  'table.page.replay.quiet': 'Rien de visible par tous ne s’est passé à cette étape.',
  'table.page.replay.close': 'Fermer',
  'table.page.replay.notJson': 'Ce fichier n’est pas du JSON : {reason}',
  'table.page.replay.tooBig': `Ce fichier est trop gros pour un enregistrement de ${g.game} (au plus {max} Mo).`,
  'table.page.replay.first': '⏮ Début',
  'table.page.replay.roundBack': `⏪ ${g.cap(g.round)}`,
  'table.page.replay.back': '◀ Étape',
  'table.page.replay.forward': 'Étape ▶',
  'table.page.replay.roundForward': `${g.cap(g.round)} ⏩`,
  'table.page.replay.last': 'Fin ⏭',
  'export.done': `L’enregistrement de la ${g.game} {game} : vérifiez-le avec \`/kogge partie vérifier\` ou \`npm run verify -- {file}\`.`,
};
