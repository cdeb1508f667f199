export { pendingRoutes } from './routes.ts';
export { PENDING_PATHS, pendingMessage, type PendingPath } from './features.ts';
