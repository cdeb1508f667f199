export { withdrawRoutes } from './routes.ts';
export { createWithdrawService, type WithdrawService } from './service.ts';
