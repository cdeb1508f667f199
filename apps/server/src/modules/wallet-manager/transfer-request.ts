/**
 * A transfer request as the spec sends it (a bare list of payloads, or `{ payloads, requestId }`),
 * read into the one kind of work it asks for: funding (payloads with `from`) or withdrawal
 * (payloads with `senderPubKey`), never both.
 */
import { NATIVE_MINT, type FundPayload, type TransferRequest, type WithdrawPayload } from '@toolkit/shared';
import { AppError } from '../../lib/errors.ts';
import type { SessionUser } from '../auth/index.ts';

/** `/transaction/sol` moves SOL; `/transaction/spl-token` moves one token per payload. */
export type TransferAsset = 'sol' | 'spl';

/** Who asks: the signed-in user and their connected wallet. */
export type TransferUser = Pick<SessionUser, 'id' | 'phantomAddress'>;

interface OrderBase {
  asset: TransferAsset;
  /** The request field of payload `index`'s `name`, as a validation error names it. */
  fieldOf(index: number, name: string): string;
}
export interface FundingOrder extends OrderBase {
  kind: 'fund';
  payloads: FundPayload[];
}
export interface WithdrawalOrder extends OrderBase {
  kind: 'withdraw';
  payloads: WithdrawPayload[];
  /** A retry with the same id is answered from the first run, never executed twice. */
  requestId?: string;
}
export type TransferOrder = FundingOrder | WithdrawalOrder;

const isWithdrawal = (p: FundPayload | WithdrawPayload): p is WithdrawPayload => 'senderPubKey' in p;

export function readTransferRequest(body: TransferRequest, asset: TransferAsset): TransferOrder {
  const wrapped = !Array.isArray(body);
  const payloads = wrapped ? body.payloads : body;
  const fieldOf = (index: number, name: string) => (wrapped ? `payloads.${index}.${name}` : `${index}.${name}`);
  const withdrawals = payloads.filter(isWithdrawal);
  if (withdrawals.length && withdrawals.length !== payloads.length) throw new AppError('TRANSFER_PAYLOADS_MIXED');
  if (asset === 'sol' && payloads.some((p) => p.tokenAddress && p.tokenAddress !== NATIVE_MINT)) throw new AppError('TRANSFER_WRONG_ROUTE');
  if (withdrawals.length === 0) return { kind: 'fund', asset, fieldOf, payloads: payloads as FundPayload[] };
  return { kind: 'withdraw', asset, fieldOf, payloads: withdrawals, requestId: wrapped ? body.requestId : undefined };
}
