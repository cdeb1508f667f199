export { authRoutes } from './routes.ts';
export { createSessionStore, type SessionStore, type SessionUser } from './sessions.ts';
export { buildSignInMessage, parseSignInMessage } from './siws.ts';
