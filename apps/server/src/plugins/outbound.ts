/**
 * The app's one outbound client (lib/outbound.ts) for URLs a user influences, closed with the app.
 * Private targets are allowed only when the operator says so (ALLOW_PRIVATE_RPC).
 */
import fp from 'fastify-plugin';
import { createOutboundClient, type OutboundClient } from '../lib/outbound.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbound: OutboundClient;
  }
}

export default fp(
  async (app) => {
    const outbound = createOutboundClient({ allowPrivate: () => app.config.allowPrivateRpc });
    app.addHook('onClose', () => outbound.close());
    app.decorate('outbound', outbound);
  },
  { name: 'outbound', dependencies: ['config'] },
);
