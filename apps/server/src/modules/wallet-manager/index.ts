export { walletManagerRoutes } from './routes.ts';
export { default as walletManagerPlugin } from './plugin.ts';
