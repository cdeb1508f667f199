/** Making Bots: the user's DCA, TWAP, limit, stop-loss and take-profit orders, run by a durable scheduler from their Wallet Manager wallets. */
export { botRoutes } from './routes.ts';
export { default as botsPlugin } from './plugin.ts';
export { BOT_FILL_KIND } from './scheduler.ts';
