// German for en-config.ts: a missing or wrong environment variable, said on the terminal.
import type { enConfig } from '../en-config';

export const deConfig = {
  'config.invalid': 'Die Umgebungsvariable {variable} ist ungültig: {reason}.',
  'config.missing': 'Setze {variable} in .env, {why}.',
  'config.snowflake': 'muss eine Discord-ID sein (17–20 Ziffern)',
  'config.shards': 'sie muss auto sein oder eine Zahl von Shard-Prozessen von 1 bis 64',
  'config.shards.auto':
    'Discord hat nicht gesagt, wie viele Shards zu starten sind ({reason}); setze SHARDS auf eine Zahl statt auf auto.',
  'config.discordApi':
    'sie muss eine http://- oder https://-Adresse einer Discord-API sein oder leer bleiben für Discord',
  'config.database.scheme':
    'sie muss mit sqlite:// oder postgresql:// beginnen (oder leer bleiben für die SQLite-Datei in DATABASE_FILE)',
  'config.database.redis':
    'Redis wird nicht unterstützt: Ein Speichern prüft die gespeicherte Version im selben Schritt, in dem es schreibt, und das macht der Bot in SQL nur mit SQLite und PostgreSQL; nimm postgresql://…',
  'config.database.postgresHost':
    'eine PostgreSQL-Adresse braucht einen Host, etwa postgresql://kogge:passwort@localhost:5432/kogge',
  'config.database.sqliteFile': 'eine SQLite-Adresse braucht eine Datei, etwa sqlite://./data/kogge.sqlite',
  'store.copy.usage':
    'Aufruf: npm run store:copy -- <von-url> <nach-url>, jeweils sqlite://<datei> oder postgresql://…, bei gestopptem Bot.',
  'store.copy.badUrl': 'Die Adresse ({which}) ist ungültig: {reason}.',
  'store.copy.same': 'Beide Adressen nennen denselben Speicher; nichts wurde kopiert.',
  'store.copy.missingFile': 'An der Quelladresse gibt es keine SQLite-Datei; nichts wurde kopiert.',
  'store.copy.failed': 'Das Kopieren wurde abgebrochen: {reason}',
  'store.copy.namespace': '{namespace}: {count} kopiert',
  'store.copy.refused': 'zurückgelassen {key}: {problem}',
  'store.copy.done': 'Alle Datensätze wurden kopiert ({count}).',
  'store.copy.partly':
    '{count} Datensätze wurden kopiert und {refused} zurückgelassen (oben aufgeführt); die Quelle ist unverändert.',
  'config.dotenv': '.env konnte nicht gelesen werden: {reason}',
  'config.start-failed': 'Der Bot konnte nicht starten: {reason}',
  'config.login.refused':
    'Der Bot konnte sich mit DISCORD_TOKEN nicht anmelden: Discord hat das Token abgelehnt (prüfe es im Developer Portal unter Bot › Token).',
  'config.login.unreachable':
    'Der Bot konnte sich mit DISCORD_TOKEN nicht anmelden: Discord ist nicht erreichbar ({reason}).',
  'config.login.no-address': 'die Adresse {host} wurde nicht gefunden',
  'config.login.no-answer': 'keine Antwort von {host} innerhalb von {seconds} Sekunden',
  'config.login.connection': 'die Verbindung zu {host} ist fehlgeschlagen: {code}',
  'config.login.status': '{host} hat mit HTTP {status} geantwortet',
} as const satisfies Record<keyof typeof enConfig, string>;
