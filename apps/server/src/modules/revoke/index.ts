export { revokeRoutes } from './routes.ts';
