/**
 * Claim and cancel, built for the connected wallet to sign. Each reads the escrow from the chain
 * first and refuses what the program would refuse (not the recipient, nothing unlocked yet, no
 * cancel right, already cancelled), so the wallet never opens for a transaction that must fail.
 */
import { address, type Address } from '@solana/kit';
import { cancelInstructions, claimInstructions, lockVenue, nextUnlockTime, readVestingEscrow, type EscrowSnapshot } from '@toolkit/chain';
import { CANCEL_RIGHT_WORDS, vestingRightOf } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { walletMessage, type WalletCaller } from '../tokens/index.ts';
import { requireFunds, tokenAccountRent } from '../transactions/index.ts';
import { VESTING_KINDS } from './create-escrow.ts';
import { nowSeconds } from '../lock-escrows/index.ts';

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
  const now = nowSeconds();
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

/** Whether `wallet` may cancel under the escrow's cancel mode. */
export function mayCancel(escrow: EscrowSnapshot, wallet: string): boolean {
  const right = vestingRightOf(escrow.cancelMode);
  return (
    ((right === 'creator' || right === 'both') && escrow.creator === wallet) ||
    ((right === 'recipient' || right === 'both') && escrow.recipient === wallet)
  );
}

export async function prepareCancel(app: FastifyInstance, c: WalletCaller, escrowAddress: string) {
  const escrow = await readEscrowOrThrow(c, escrowAddress);
  if (!mayCancel(escrow, c.wallet)) {
    throw new AppError('VESTING_NO_CANCEL_RIGHT', { context: { right: CANCEL_RIGHT_WORDS[vestingRightOf(escrow.cancelMode)] }, field: 'escrow' });
  }
  const { instructions } = await cancelInstructions({ venue: await lockVenue(), escrow, signer: c.wallet as Address, now: nowSeconds() });
  // The signer may open the creator's and the recipient's token accounts (at most two).
  await requireFunds(c.rpc, c.wallet, { signatures: 1, prioritySol: c.prioritySol, lamports: 2n * (await tokenAccountRent(c.rpc)) });
  return prepare(app, c, VESTING_KINDS.cancel, escrow, instructions);
}
