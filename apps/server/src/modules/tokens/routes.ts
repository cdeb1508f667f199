/**
 * Everything the token module serves under /api: the managed list, the lifecycle (create,
 * metadata, burn, mint, send, authority), the public info, plus the revoke routes and the public
 * files the tokens' metadata points at.
 */
import type { FastifyPluginAsync } from 'fastify';
import { fileRoutes, filesPlugin } from '../files/index.ts';
import { registerRevokeKinds, revokeRoutes } from '../revoke/index.ts';
import { infoRoutes } from './info-routes.ts';
import { registerTokenKinds } from './kinds.ts';
import { lifecycleRoutes } from './lifecycle-routes.ts';
import { managedTokenRoutes } from './managed-routes.ts';

export const tokenRoutes: FastifyPluginAsync = async (app) => {
  await app.register(filesPlugin);
  registerTokenKinds(app);
  registerRevokeKinds(app);
  await app.register(managedTokenRoutes);
  await app.register(lifecycleRoutes);
  await app.register(infoRoutes);
  await app.register(revokeRoutes);
  await app.register(fileRoutes);
};
