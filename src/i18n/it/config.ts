// en-config.ts in Italian: a missing or wrong environment variable at start-up, on the terminal.
import type { Catalogue } from '../translate';

export const itConfig: Catalogue = {
  'config.invalid': 'La variabile d’ambiente {variable} non è valida: {reason}.',
  'config.missing': 'Imposta {variable} in .env {why}.',
  'config.snowflake': 'deve essere un id di Discord (17–20 cifre)',
  'config.dotenv': 'Impossibile leggere .env: {reason}',
  'config.start-failed': 'Il bot non è potuto partire: {reason}',
  'config.login.refused':
    'Il bot non è riuscito ad accedere con DISCORD_TOKEN: Discord ha rifiutato il token (controllalo nel Developer Portal, Bot › Token).',
  'config.login.unreachable':
    'Il bot non è riuscito ad accedere con DISCORD_TOKEN: Discord non è raggiungibile ({reason}).',
  'config.login.no-address': 'l’indirizzo {host} non è stato trovato',
  'config.login.no-answer': 'nessuna risposta da {host} entro {seconds} secondi',
  'config.login.connection': 'la connessione a {host} non è riuscita: {code}',
  'config.login.status': '{host} ha risposto HTTP {status}',
};
