/**
 * Who may withdraw what: only from the user's own custodial wallets, and only to the connected
 * wallet, the user's own wallets or their withdrawal accounts. Checked before anything is read
 * from the chain or locked.
 */
import type { WithdrawPayload } from '@toolkit/shared';
import { AppError } from '../../lib/errors.ts';
import type { WithdrawalAccountService } from '../withdrawal-accounts/index.ts';
import type { WalletService } from './custodial-wallets.ts';
import type { TransferUser } from './transfer-request.ts';

export async function checkWithdrawalAccess(
  wallets: WalletService,
  accounts: WithdrawalAccountService,
  user: TransferUser,
  payloads: WithdrawPayload[],
): Promise<void> {
  const mine = await wallets.walletsOf(user.id);
  if (payloads.some((p) => !mine.has(p.senderPubKey))) throw new AppError('WALLET_NOT_YOURS');
  const allowed = new Set([user.phantomAddress, ...mine.keys(), ...(await accounts.addresses(user.id))]);
  if (payloads.some((p) => !allowed.has(p.recipient))) throw new AppError('WITHDRAW_RECIPIENT_NOT_ALLOWED');
}
