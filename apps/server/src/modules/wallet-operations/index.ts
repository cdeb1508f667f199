export { walletOperationRoutes } from './routes.ts';
export { createBalanceService, type BalanceService } from './service.ts';
export { onChain, CHAIN_TEXTS } from './on-chain.ts';
