export { vestingRoutes } from './routes.ts';
