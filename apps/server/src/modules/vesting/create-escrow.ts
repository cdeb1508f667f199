/**
 * One schedule, signed in the connected wallet: the schedule is checked against the mint's decimals
 * and the clock (each bad field named), the recipient must be a wallet, the wallet must hold the
 * total; then the escrow is built with a fresh base key the server seals in the pending
 * transaction and adds at submission. Nothing is signed or sent here.
 */
import { address, createNoopSigner } from '@solana/kit';
import { createEscrowInstructions, escrowRent, lockVenue, readMint } from '@toolkit/chain';
import { checkVestingSchedule, VESTING_RIGHT_CODES, type CreateVestingEscrowBody } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { nonWalletRecipients } from '../distribution/index.ts';
import { walletMessage, type WalletCaller } from '../tokens/index.ts';
import { requireFunds } from '../transactions/index.ts';
import { readAccounts } from '../wallet-manager/index.ts';
import { nowSeconds } from '../lock-escrows/index.ts';
import { generateSeed } from '../../lib/ed25519.ts';
import { depositFeeOf, depositOf } from './deposit.ts';

export const VESTING_KINDS = { create: 'vesting.create', claim: 'vesting.claim', cancel: 'vesting.cancel', recipient: 'vesting.recipient' } as const;
const COMPUTE_UNITS = 120_000;

export async function prepareCreateEscrow(app: FastifyInstance, c: WalletCaller, body: CreateVestingEscrowBody) {
  const mint = await readMint(c.rpc, body.mint);
  if (!mint) throw new AppError('VESTING_UNKNOWN_TOKEN', { field: 'mint' });
  const checked = checkVestingSchedule(body, mint.decimals, nowSeconds());
  if (!checked.ok) {
    const first = checked.errors[0]!;
    throw new AppError('VESTING_SCHEDULE_INVALID', { context: { reason: first.message }, field: first.field });
  }
  await refuseNonWallet(c, body.recipient, mint);
  const { params } = checked;
  // The wallet deposits the total and pays the escrow's rent and its token account's (refused here, not in the wallet).
  await requireFunds(c.rpc, c.wallet, {
    spend: { mint: mint.address, amount: depositOf(params.total, await depositFeeOf(c.rpc, mint)), decimals: mint.decimals, field: 'amount' },
    lamports: await escrowRent(c.rpc),
    signatures: 2,
    prioritySol: c.prioritySol,
  });
  const base = generateSeed();
  const { instructions, quote } = await createEscrowInstructions({
    venue: await lockVenue(),
    creator: address(c.wallet),
    base: createNoopSigner(address(base.address)),
    mint: address(mint.address),
    tokenProgram: address(mint.programId),
    recipient: address(body.recipient),
    params: {
      ...params,
      cancelMode: VESTING_RIGHT_CODES[body.cancelMode ?? 'none'],
      updateRecipientMode: VESTING_RIGHT_CODES[body.updateRecipientMode ?? 'none'],
    },
  });
  const message = await walletMessage(c, instructions, COMPUTE_UNITS);
  const prepared = await app.transactions.prepare({
    userId: c.userId,
    kind: VESTING_KINDS.create,
    message,
    rpcUrl: c.rpcUrl,
    serverSigners: [{ type: 'ephemeral', seed: base.seed }],
    context: { escrow: quote.escrow, mint: mint.address, total: quote.total.toString() },
  });
  return { transaction: prepared.transaction, escrow: quote.escrow };
}

/** A recipient that is a mint, a program, a token account or a sysvar is refused: nobody could claim. */
export async function refuseNonWallet(
  c: WalletCaller,
  recipient: string,
  mint: NonNullable<Awaited<ReturnType<typeof readMint>>>,
  field = 'recipient',
) {
  if (recipient === c.wallet) return;
  const accounts = await readAccounts(c.rpc, [recipient], [mint]);
  const [refused] = await nonWalletRecipients(c.rpc, [{ line: 1, address: recipient, amount: 0n }], accounts, c.wallet);
  if (refused) throw new AppError('VESTING_RECIPIENT_NOT_WALLET', { context: { reason: refused.message }, field });
}
