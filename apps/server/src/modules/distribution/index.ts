export { distributionRoutes } from './routes.ts';
export { default as distributionPlugin } from './plugin.ts';
export { BURN_ADDRESS, mintAccounts, type MintAccount } from './holders.ts';
