export { networkRoutes } from './routes.ts';
export { createNetworkService } from './service.ts';
