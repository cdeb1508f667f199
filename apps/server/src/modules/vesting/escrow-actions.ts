/**
 * Claim, cancel and recipient change, built for the connected wallet to sign. Each reads the
 * escrow from the chain first and refuses what the program would refuse (not the recipient,
 * nothing unlocked yet, no cancel or recipient-change right, already cancelled), so the wallet
 * never opens for a transaction that must fail.
 */
import { address, type Address } from '@solana/kit';
import {
  cancelInstructions,
  claimInstructions,
  lockVenue,
  nextUnlockTime,
  readMint,
  readVestingEscrow,
  updateRecipientInstructions,
  type EscrowSnapshot,
} from '@toolkit/chain';
import { CANCEL_RIGHT_WORDS, RECIPIENT_RIGHT_WORDS, vestingRightOf } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { walletMessage, type WalletCaller } from '../tokens/index.ts';
import { requireFunds, tokenAccountRent } from '../transactions/index.ts';
import { refuseNonWallet, VESTING_KINDS } from './create-escrow.ts';
import { chainSeconds } from '../lock-escrows/index.ts';

const COMPUTE_UNITS = 100_000;

export async function readEscrowOrThrow(c: WalletCaller, escrow: string): Promise<EscrowSnapshot> {
  const venue = await lockVenue();
  const found = await readVestingEscrow(c.rpc, venue.programAddress, address(escrow));
  if (!found) throw new AppError('VESTING_ESCROW_NOT_FOUND', { field: 'escrow' });
  if (found.cancelledAt > 0n) throw new AppError('VESTING_CANCELLED', { field: 'escrow' });
  return found;
}

async function prepare(
  app: FastifyInstance,
  c: WalletCaller,
  kind: string,
  escrow: EscrowSnapshot,
  instructions: Parameters<typeof walletMessage>[1],
) {
  const message = await walletMessage(c, instructions, COMPUTE_UNITS);
  const prepared = await app.transactions.prepare({ userId: c.userId, kind, message, rpcUrl: c.rpcUrl, context: { escrow: escrow.address } });
  return { transaction: prepared.transaction, escrow: escrow.address };
}

export async function prepareClaim(app: FastifyInstance, c: WalletCaller, escrowAddress: string) {
  const escrow = await readEscrowOrThrow(c, escrowAddress);
  if (escrow.recipient !== c.wallet) throw new AppError('VESTING_NOT_RECIPIENT', { field: 'escrow' });
  // The program judges by the chain's clock (a claim before the cliff lands and moves nothing): so does this.
  const now = await chainSeconds(c.rpc, { fresh: true });
  const { instructions, quote } = await claimInstructions({ venue: await lockVenue(), escrow, recipient: c.wallet as Address, now });
  if (quote.claimable === 0n) {
    const next = nextUnlockTime(escrow, now);
    throw new AppError('VESTING_NOTHING_CLAIMABLE', {
      context: { nextUnlock: next === null ? 'never' : new Date(Number(next) * 1000).toISOString() },
      field: 'escrow',
    });
  }
  await requireFunds(c.rpc, c.wallet, { signatures: 1, prioritySol: c.prioritySol, receives: [escrow.tokenMint] });
  return prepare(app, c, VESTING_KINDS.claim, escrow, instructions);
}

/** Whether `wallet` holds a right of the escrow (`mode`: its cancel or update-recipient mode). */
function holdsRight(escrow: EscrowSnapshot, mode: number, wallet: string): boolean {
  const right = vestingRightOf(mode);
  return (
    ((right === 'creator' || right === 'both') && escrow.creator === wallet) ||
    ((right === 'recipient' || right === 'both') && escrow.recipient === wallet)
  );
}

/** Whether `wallet` may cancel under the escrow's cancel mode. */
export const mayCancel = (escrow: EscrowSnapshot, wallet: string): boolean => holdsRight(escrow, escrow.cancelMode, wallet);

export async function prepareCancel(app: FastifyInstance, c: WalletCaller, escrowAddress: string) {
  const escrow = await readEscrowOrThrow(c, escrowAddress);
  if (!mayCancel(escrow, c.wallet)) {
    throw new AppError('VESTING_NO_CANCEL_RIGHT', { context: { right: CANCEL_RIGHT_WORDS[vestingRightOf(escrow.cancelMode)] }, field: 'escrow' });
  }
  const { instructions } = await cancelInstructions({
    venue: await lockVenue(),
    escrow,
    signer: c.wallet as Address,
    now: await chainSeconds(c.rpc, { fresh: true }),
  });
  // The signer may open the creator's and the recipient's token accounts (at most two).
  await requireFunds(c.rpc, c.wallet, { signatures: 1, prioritySol: c.prioritySol, lamports: 2n * (await tokenAccountRent(c.rpc)) });
  return prepare(app, c, VESTING_KINDS.cancel, escrow, instructions);
}

/** The change of an escrow's recipient to `newRecipient` (a wallet), by whoever its update-recipient mode allows. */
export async function prepareUpdateRecipient(app: FastifyInstance, c: WalletCaller, escrowAddress: string, newRecipient: string) {
  const escrow = await readEscrowOrThrow(c, escrowAddress);
  if (!holdsRight(escrow, escrow.updateRecipientMode, c.wallet)) {
    throw new AppError('VESTING_NO_RECIPIENT_RIGHT', {
      context: { right: RECIPIENT_RIGHT_WORDS[vestingRightOf(escrow.updateRecipientMode)] },
      field: 'escrow',
    });
  }
  if (newRecipient === escrow.recipient) throw new AppError('VESTING_SAME_RECIPIENT', { field: 'newRecipient' });
  const mint = await readMint(c.rpc, escrow.tokenMint);
  if (!mint) throw new AppError('VESTING_ESCROW_NOT_FOUND', { field: 'escrow' });
  await refuseNonWallet(c, newRecipient, mint, 'newRecipient');
  const { instructions } = updateRecipientInstructions({
    venue: await lockVenue(),
    escrow,
    signer: c.wallet as Address,
    newRecipient: address(newRecipient),
  });
  await requireFunds(c.rpc, c.wallet, { signatures: 1, prioritySol: c.prioritySol });
  return prepare(app, c, VESTING_KINDS.recipient, escrow, instructions);
}
