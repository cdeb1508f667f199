export { distributionRoutes } from './routes.ts';
export { default as distributionPlugin } from './plugin.ts';
export { BURN_ADDRESS } from './holders.ts';
