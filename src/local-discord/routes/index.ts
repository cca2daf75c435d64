import { applicationRoutes } from './applications';
import { channelRoutes } from './channels';
import { commandRoutes } from './commands';
import type { RouteContext } from './context';
import { gatewayRoutes } from './gateway-info';
import { guildRoutes } from './guilds';
import { interactionRoutes } from './interactions';
import { messageRoutes } from './messages';
import { threadRoutes } from './threads';
import { userRoutes } from './users';
import { webhookRoutes } from './webhooks';

/** Registers every REST route under the API prefix (attachments are registered apart). */
export function registerApiRoutes(ctx: RouteContext): void {
  for (const register of [
    gatewayRoutes,
    userRoutes,
    applicationRoutes,
    commandRoutes,
    interactionRoutes,
    webhookRoutes,
    messageRoutes,
    threadRoutes,
    channelRoutes,
    guildRoutes,
  ]) {
    register(ctx);
  }
}

export { attachmentRoutes } from './attachments';
export type { RouteContext } from './context';
