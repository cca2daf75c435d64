import type { RouteContext } from './context';
import { json } from './context';

export function gatewayRoutes({ router, gatewayUrl, gateway }: RouteContext): void {
  router.add('GET', '/gateway', () => json({ url: gatewayUrl() }), { auth: false });
  router.add('GET', '/gateway/bot', () =>
    json({
      url: gatewayUrl(),
      // What discord.js's ShardingManager reads for `totalShards: 'auto'`.
      shards: gateway.requiredShards,
      // A local table never runs out of sessions; discord.js checks `remaining` before connecting.
      session_start_limit: { total: 1000, remaining: 1000, reset_after: 86_400_000, max_concurrency: 1 },
    }),
  );
}
