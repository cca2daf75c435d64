// `npm run deploy-commands`' sentences (src/deploy-cli.ts), said on the terminal.
export const enDeploy = {
  'deploy.why': 'to register the commands',
  'deploy.done.guild': 'Commands registered in the development server.',
  'deploy.done.global': 'Commands registered globally.',
  'deploy.failed': 'Registering the commands failed: {reason}',
} as const;
