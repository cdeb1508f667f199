export { walletManagerRoutes } from './routes.ts';
export { default as walletManagerPlugin } from './plugin.ts';
export { onChain } from './on-chain.ts';
export { holdsTokenAccount, leavesValidBalance, readAccounts, SOL_DECIMALS } from './transfer-rules.ts';
export { rememberWalletMints } from './wallet-mints.ts';
