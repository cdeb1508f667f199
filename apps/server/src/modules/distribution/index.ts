export { distributionRoutes } from './routes.ts';
export { default as distributionPlugin } from './plugin.ts';
