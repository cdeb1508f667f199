/**
 * Everything the token module serves under /api: the managed list, the lifecycle (create,
 * metadata, burn, mint, send, authority), the public info and extension management. Revoke and files are modules of
 * their own.
 */
import type { FastifyPluginAsync } from 'fastify';
import { extensionRoutes } from './extension-routes.ts';
import { infoRoutes } from './info-routes.ts';
import { registerTokenKinds } from './kinds.ts';
import { lifecycleRoutes } from './lifecycle-routes.ts';
import { managedTokenRoutes } from './managed-routes.ts';

export const tokenRoutes: FastifyPluginAsync = async (app) => {
  registerTokenKinds(app);
  await app.register(managedTokenRoutes);
  await app.register(lifecycleRoutes);
  await app.register(infoRoutes);
  await app.register(extensionRoutes);
};
