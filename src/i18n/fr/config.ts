// en-config.ts in French: a missing or wrong environment variable, said on the terminal.
import type { Catalogue } from '../catalogue';

export const frConfig: Catalogue = {
  'config.invalid': 'La variable d’environnement {variable} n’est pas valide : {reason}.',
  'config.missing': 'Définissez {variable} dans .env {why}.',
  'config.snowflake': 'doit être un identifiant Discord (17 à 20 chiffres)',
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
