export { walletOperationRoutes } from './routes.ts';
export { createBalanceService, type BalanceService } from './service.ts';
