// German for en-config.ts: a missing or wrong environment variable, said on the terminal.
import type { enConfig } from '../en-config';

export const deConfig = {
  'config.invalid': 'Die Umgebungsvariable {variable} ist ungültig: {reason}.',
  'config.missing': 'Setze {variable} in .env, {why}.',
  'config.snowflake': 'muss eine Discord-ID sein (17–20 Ziffern)',
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
