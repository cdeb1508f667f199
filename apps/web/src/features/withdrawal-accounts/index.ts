export { WithdrawalAccountDialog } from './WithdrawalAccountDialog.tsx';
export { useWithdrawAccountsQuery } from './api.ts';
