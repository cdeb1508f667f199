/** The 'Withdrawal Account' dialog (add, list, delete). Owned by the wallet-manager issue. */
export function WithdrawalAccountDialog() {
  return null;
}
