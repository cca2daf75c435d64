// en-config.ts in French: a missing or wrong environment variable, said on the terminal.
import type { Catalogue } from '../catalogue';

export const frConfig: Catalogue = {
  'config.invalid': 'La variable d’environnement {variable} n’est pas valide : {reason}.',
  'config.missing': 'Définissez {variable} dans .env {why}.',
  'config.snowflake': 'doit être un identifiant Discord (17 à 20 chiffres)',
  'config.shards': 'elle doit valoir auto ou un nombre de processus de shard de 1 à 64',
  'config.shards.auto':
    'Discord n’a pas indiqué combien de shards démarrer ({reason}) ; donnez à SHARDS un nombre au lieu de auto.',
  // « elle »: the variable or the address, both feminine, in whose sentence these fill {reason}.
  'config.discordApi':
    'elle doit être une adresse http:// ou https:// d’une API Discord, ou rester vide pour Discord',
  'config.database.scheme':
    'elle doit commencer par sqlite:// ou postgresql:// (ou rester vide pour le fichier SQLite de DATABASE_FILE)',
  'config.database.redis':
    'Redis n’est pas pris en charge : un enregistrement vérifie la version stockée dans la même étape qu’il écrit, ce que le bot fait en SQL sur SQLite et PostgreSQL seulement ; utilisez donc postgresql://…',
  'config.database.postgresHost':
    'une adresse PostgreSQL a besoin d’un hôte, comme postgresql://kogge:motdepasse@localhost:5432/kogge',
  'config.database.sqliteFile':
    'une adresse SQLite a besoin d’un fichier, comme sqlite://./data/kogge.sqlite',
  'store.copy.usage':
    'Usage : npm run store:copy -- <url-source> <url-cible>, chacune sqlite://<fichier> ou postgresql://…, le bot arrêté.',
  'store.copy.badUrl': 'L’adresse ({which}) n’est pas valide : {reason}.',
  'store.copy.same': 'Les deux adresses désignent le même stockage ; rien n’a été copié.',
  'store.copy.missingFile': 'Il n’y a pas de fichier SQLite à l’adresse source ; rien n’a été copié.',
  'store.copy.failed': 'La copie s’est arrêtée : {reason}',
  'store.copy.namespace': '{namespace} : {count} copiés',
  'store.copy.refused': 'laissé de côté {key} : {problem}',
  'store.copy.done': 'Tous les enregistrements ont été copiés ({count}).',
  'store.copy.partly':
    '{count} enregistrements ont été copiés et {refused} laissés de côté (listés ci-dessus) ; la source est inchangée.',
  'config.dotenv': 'Impossible de lire .env : {reason}',
  'config.start-failed': 'Le bot n’a pas pu démarrer : {reason}',
  'config.login.refused':
    'Le bot n’a pas pu se connecter avec DISCORD_TOKEN : Discord a refusé le jeton (vérifiez-le dans le Developer Portal, Bot › Token).',
  'config.login.unreachable':
    'Le bot n’a pas pu se connecter avec DISCORD_TOKEN : Discord est injoignable ({reason}).',
  'config.login.no-address': 'l’adresse {host} est introuvable',
  'config.login.no-answer': 'aucune réponse de {host} en {seconds} secondes',
  'config.login.connection': 'la connexion à {host} a échoué : {code}',
  'config.login.status': '{host} a répondu HTTP {status}',
};
