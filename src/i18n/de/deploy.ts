// German for en-deploy.ts: `npm run deploy-commands` on the terminal.
import type { enDeploy } from '../en-deploy';

export const deDeploy = {
  'deploy.why': 'um die Befehle zu registrieren',
  'deploy.done.guild': 'Befehle im Entwicklungsserver registriert.',
  'deploy.done.global': 'Befehle global registriert.',
  'deploy.failed': 'Die Befehle konnten nicht registriert werden: {reason}',
} as const satisfies Record<keyof typeof enDeploy, string>;
