export { walletManagerRoutes } from './routes.ts';
export { default as walletManagerPlugin } from './plugin.ts';
export { onChain } from './on-chain.ts';
export { holdsTokenAccount, leavesValidBalance, readAccounts, rentOf, SOL_DECIMALS, tokenAccountRent } from './transfer-rules.ts';
