// en-config.ts in Italian: a missing or wrong environment variable at start-up, on the terminal.
import type { Catalogue } from '../catalogue';

export const itConfig: Catalogue = {
  'config.invalid': 'La variabile d’ambiente {variable} non è valida: {reason}.',
  'config.missing': 'Imposta {variable} in .env {why}.',
  'config.snowflake': 'deve essere un id di Discord (17–20 cifre)',
  'config.shards': 'deve essere auto o un numero di processi shard da 1 a 64',
  'config.shards.auto':
    'Discord non ha detto quanti shard avviare ({reason}); imposta SHARDS a un numero invece di auto.',
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

  'config.discordApi':
    'deve essere un indirizzo http:// o https:// di un’API Discord, oppure restare vuota per Discord',
  'config.database.scheme':
    'deve iniziare con sqlite:// o postgresql:// (o restare vuota per il file SQLite in DATABASE_FILE)',
  'config.database.redis':
    'Redis non è supportato: un salvataggio controlla la versione salvata nello stesso passo in cui scrive, cosa che il bot fa in SQL solo su SQLite e PostgreSQL, quindi usa postgresql://…',
  'config.database.postgresHost':
    'un indirizzo PostgreSQL ha bisogno di un host, come in postgresql://kogge:password@localhost:5432/kogge',
  'config.database.sqliteFile':
    'un indirizzo SQLite ha bisogno di un file, come in sqlite://./data/kogge.sqlite',
  'store.copy.usage':
    'Uso: npm run store:copy -- <from-url> <to-url>, ognuno sqlite://<file> o postgresql://…, con il bot fermo.',
  'store.copy.badUrl': 'L’indirizzo {which} non è valido: {reason}.',
  'store.copy.same': 'I due indirizzi indicano lo stesso archivio; non è stato copiato niente.',
  'store.copy.missingFile':
    'All’indirizzo di origine non c’è nessun file SQLite; non è stato copiato niente.',
  'store.copy.failed': 'La copia si è fermata: {reason}',
  'store.copy.namespace': '{namespace}: {count} copiati',
  'store.copy.refused': 'lasciato indietro {key}: {problem}',
  'store.copy.done': 'Tutti i dati sono stati copiati ({count}).',
  'store.copy.partly':
    '{count} dati sono stati copiati e {refused} lasciati indietro (elencati sopra); l’origine non è cambiata.',
};
