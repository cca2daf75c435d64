// en-deploy.ts in Italian: `npm run deploy-commands` on the terminal.
import type { Catalogue } from '../catalogue';
import * as g from './glossary';

export const itDeploy: Catalogue = {
  'deploy.why': 'per registrare i comandi',
  'deploy.done.guild': `Comandi registrati nel ${g.server} di sviluppo.`,
  'deploy.done.global': 'Comandi registrati globalmente.',
  'deploy.failed': 'Registrazione dei comandi non riuscita: {reason}',
};
