// en-table.ts in French: the local table's start-up lines and the page's own words, which
// stand in for a Discord client (Discord's French client says « salon », « fil »).
import type { Catalogue } from '../catalogue';
import * as g from './glossary';

export const frTable: Catalogue = {
  'table.listening':
    'Table locale de Kogge : {url} (pas de DISCORD_TOKEN, le bot joue donc ici). Ctrl+C pour arrêter.',
  'table.cannotStart': 'La table locale n’a pas pu démarrer : {reason}',
  'table.damaged':
    'La table enregistrée {file} est illisible ({reason}). Elle a été mise de côté dans {aside} ; la table repart avec un serveur neuf.',
  'table.damaged.notJson': 'ce n’est pas du JSON',
  'table.damaged.version': 'elle a été enregistrée par une autre version de la table',
  'table.damaged.shape': 'des éléments manquent ou ne sont pas du bon type',
  'table.damaged.files': 'certains de ses fichiers d’images manquent',
  'table.guard.host':
    'Refusé : cette requête nomme un autre hôte. La table ne répond qu’à 127.0.0.1 ou localhost.',
  'table.guard.origin': 'Refusé : cette requête vient d’une autre page web, pas de la table elle-même.',
  'table.guard.contentType':
    'Refusé : la table n’accepte les changements qu’en JSON (type de contenu application/json).',
  'table.guard.secret':
    'Refusé : il manque à cette requête le secret de la table pour ce démarrage. Rechargez la page et réessayez.',
  'table.name.hidden':
    'Ce nom contient des caractères invisibles ou qui changent le sens d’écriture : il pourrait se lire comme celui de quelqu’un d’autre.',
  'table.name.noLetters': 'Un nom doit contenir au moins une lettre ou un chiffre.',
  'table.name.mixedScripts':
    'Ce nom mélange des lettres d’écritures différentes (latin et cherokee, par exemple) : il pourrait se lire comme celui de quelqu’un d’autre.',
  'table.name.lookAlike':
    'Ce nom ressemble au nom d’un autre joueur de cette table. Choisissez-en un qui se distingue.',
  'table.seat.invalid':
    '« {name} » ne peut pas devenir une place : le nom d’une place compte de 2 à 32 caractères parmi les lettres a–z, les chiffres, « _ » et « . ». Ouvrez la table avec un autre nom ?user=, ou choisissez une place.',
  'table.seat.lookAlike':
    '« {name} » ressemble au nom d’une place que cette table a déjà. Ouvrez cette place, ou choisissez un nom qui se distingue.',
  'table.seat.full':
    'La table est pleine (au plus {count}) : ouvrez l’une de ses places plutôt que « {name} ».',
  'table.alreadyRunning':
    'Kogge tourne déjà sur le dossier de données {dir} (pid {pid}) : arrêtez d’abord cette copie, ou lancez celle-ci avec un autre dossier.',
  'table.portInUse':
    '{host}:{port} est déjà utilisé : arrêtez l’autre programme, ou définissez LOCAL_TABLE_PORT.',
  'table.page.channels': 'Salons textuels',
  'table.page.directMessages': 'Messages privés',
  'table.page.onlyYou': 'Vous seul pouvez voir ceci',
  'table.page.dismiss': 'Ignorer le message',
  'table.page.thinking': '{bot} réfléchit…',
  'table.page.edited': '(modifié)',
  'table.page.usedCommand': '{user} a utilisé {command}',
  'table.page.startedThread': `{user} a commencé un ${g.thread} : {thread}`,
  'table.page.viewThread': `Ouvrir le ${g.thread}`,
  'table.page.interactionFailed': 'Cette interaction a échoué',
  'table.page.messagePlaceholder': 'Envoyer un message dans #{channel} (tapez / pour les commandes)',
  'table.page.send': 'Envoyer',
  'table.page.cancel': 'Annuler',
  'table.page.submit': 'Valider',
  'table.page.done': 'Terminé',
  'table.page.required': 'obligatoire',
  'table.page.noCommands': 'Aucune commande ne correspond.',
  'table.page.typedOptions': 'Options sous la forme nom:valeur, par ex. {example} — Entrée envoie',
  'table.page.unknownCommand': 'Il n’y a pas de commande {command} : tapez / pour voir les commandes.',
  'table.page.option.unknown': '/{command} n’a pas d’option « {option} » ; elle prend : {options}.',
  'table.page.option.stray':
    '« {word} » n’est pas une option : tapez-la sous la forme nom:valeur, par ex. {example}.',
  'table.page.option.badChoice': '{option} : « {value} » ne fait pas partie de {limit}.',
  'table.page.option.notInteger': '{option} : « {value} » n’est pas un nombre entier.',
  'table.page.option.notNumber': '{option} : « {value} » n’est pas un nombre.',
  'table.page.option.tooSmall': '{option} : le minimum permis est {limit}, pas {value}.',
  'table.page.option.tooLarge': '{option} : le maximum permis est {limit}, pas {value}.',
  'table.page.option.tooShort': '{option} : « {value} » fait moins de {limit} caractères.',
  'table.page.option.tooLong': '{option} : « {value} » fait plus de {limit} caractères.',
  'table.page.option.unknownName': '{option} : rien ici ne s’appelle « {value} ».',
  'table.page.noChoices': 'Aucune option ne correspond à votre recherche.',
  'table.page.loadingFailed': 'Le chargement des options a échoué',
  'table.page.selectPlaceholder': 'Faites un choix',
  'table.page.switchUser': 'Changer de joueur',
  'table.page.rename': 'Changer le nom affiché',
  'table.page.save': 'Enregistrer',
  'table.page.seatHint': 'Chaque fenêtre peut prendre sa propre place : ouvrez la page avec ?user=<nom>.',
  'table.page.welcomeNote':
    'Vous jouez entre amis sur cette machine ? Chacun joue dans sa propre fenêtre : ouvrez {link} dans une autre fenêtre (n’importe quel nom après ?user=), appuyez ici sur « Jouer entre amis », et les autres appuient sur Rejoindre.',
  'table.page.refused': 'Discord a refusé ceci ({code}) : {message}',
  'table.page.reconnecting': 'Connexion perdue, reconnexion…',
  'table.page.noMessages': 'Pas encore de message ici.',
  'table.page.app': 'APP',
  'table.page.alt': 'ALT',
  'table.page.channelsButton': 'Salons',
  'table.page.language': 'Langue',
  'table.page.closeChannels': 'Fermer la liste des salons',
  'table.page.newSeat': 'S’asseoir',
  'table.page.newSeatName': 'Nouvelle place : un nom',
  'table.language.unknown': 'Cette langue n’est pas proposée ici : choisissez parmi {languages}.',
};
