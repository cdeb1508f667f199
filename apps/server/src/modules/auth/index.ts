export { authPlugin, currentUser } from './plugin.ts';
export { authRoutes } from './routes.ts';
export type { SessionStore, SessionUser } from './sessions.ts';
