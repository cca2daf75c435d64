// en-deploy.ts in French: `npm run deploy-commands` on the terminal.
import type { Catalogue } from '../catalogue';

export const frDeploy: Catalogue = {
  'deploy.why': 'pour enregistrer les commandes',
  'deploy.done.guild': 'Commandes enregistrées sur le serveur de développement.',
  'deploy.done.global': 'Commandes enregistrées pour tous les serveurs.',
  'deploy.failed': 'L’enregistrement des commandes a échoué : {reason}',
};
