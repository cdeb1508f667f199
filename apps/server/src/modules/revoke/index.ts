export { revokeRoutes } from './routes.ts';
export { registerRevokeKinds } from './kinds.ts';
export { prepareRevokes, confirmRevoke, REVOKE_KIND } from './service.ts';
