import type { RouteContext } from './context';
import { json } from './context';
import { apiUser } from '../state/serialize';

export function applicationRoutes({ router, store }: RouteContext): void {
  const application = () => ({
    id: store.application.id,
    name: store.application.name,
    icon: null,
    description: 'Kogge on a local Discord',
    bot_public: false,
    bot_require_code_grant: false,
    bot: apiUser(store.user(store.botId)),
    verify_key: '0'.repeat(64),
    flags: 0,
    team: null,
    owner: apiUser(store.user(store.guild.ownerId)),
    summary: '',
    approximate_guild_count: store.guilds.size,
  });
  router.add('GET', '/applications/@me', () => json(application()));
  router.add('GET', '/oauth2/applications/@me', () => json(application()));
}
