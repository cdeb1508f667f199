export { walletRoutes } from './routes.ts';
export { default as walletsPlugin } from './plugin.ts';
export { createWalletService, type WalletService, ADMIN_INDEX } from './service.ts';
