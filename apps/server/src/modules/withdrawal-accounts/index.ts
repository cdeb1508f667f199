export { withdrawalAccountRoutes } from './routes.ts';
export { createWithdrawalAccountService, type WithdrawalAccountService } from './service.ts';
