export { transferRoutes } from './routes.ts';
export { createTransferService, type TransferService, FUND_KIND, WITHDRAW_KIND } from './service.ts';
