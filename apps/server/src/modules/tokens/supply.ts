/** Burn, mint and send for the wallet to sign; classic SPL and Token-2022 mints alike. */
import { address, createNoopSigner, type Instruction } from '@solana/kit';
import { getThawAccountInstruction } from '@solana-program/token-2022';
import { burnInstructions, mintToInstructions, ownerTokenAccount, transferInstructions, type MintInfo } from '@toolkit/chain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { baseUnits } from './amounts.ts';
import { holdsTokenAccount, recipientFrozen, requireMint, requireRecipientNotFrozen, requireTransferable } from './chain-state.ts';
import { transferFeeOf } from './transfer-fee.ts';
import { requireWalletFunds, walletMessage, type WalletCaller } from './wallet-caller.ts';

export const SUPPLY_KINDS = { burn: 'token.burn', mint: 'token.mint', send: 'token.send' } as const;

type Caller = WalletCaller;

const ref = (m: MintInfo) => ({ mint: m.address, tokenProgram: m.programId, decimals: m.decimals });

async function prepare(
  app: FastifyInstance,
  c: Caller,
  kind: string,
  instructions: Awaited<ReturnType<typeof burnInstructions>>,
  context: Record<string, unknown>,
) {
  const message = await walletMessage(c, instructions);
  const prepared = await app.transactions.prepare({ userId: c.userId, kind, message, rpcUrl: c.rpcUrl, context });
  return prepared.transaction;
}

/** The token accounts a transfer to `recipient` opens, paid by the wallet: 1 when the recipient has none yet. */
const opensFor = async (c: Caller, recipient: string, mint: MintInfo) =>
  recipient === c.wallet || (await holdsTokenAccount(c.rpc, recipient, mint)) ? 0 : 1;

export async function prepareBurn(app: FastifyInstance, c: Caller, body: { mint: string; amount: string }) {
  const mint = await requireMint(c.rpc, body.mint);
  const amount = baseUnits(body.amount, mint.decimals);
  await requireWalletFunds(c, { spend: { mint: mint.address, amount, decimals: mint.decimals } });
  return prepare(app, c, SUPPLY_KINDS.burn, await burnInstructions(ref(mint), c.wallet, amount), { mint: mint.address, amount: amount.toString() });
}

export async function prepareMint(app: FastifyInstance, c: Caller, body: { mint: string; amount: string; recipient?: string }) {
  const mint = await requireMint(c.rpc, body.mint);
  const amount = baseUnits(body.amount, mint.decimals);
  if (mint.mintAuthority === null) throw new AppError('AUTHORITY_ALREADY_REVOKED', { context: { kind: 'mint' } });
  if (mint.mintAuthority !== c.wallet) throw new AppError('NOT_MINT_AUTHORITY');
  if (mint.supply + amount > (1n << 64n) - 1n) throw new AppError('SUPPLY_TOO_LARGE');
  const recipient = body.recipient ?? c.wallet;
  const [createAccount, mintTo] = await mintToInstructions(ref(mint), c.wallet, recipient, amount);
  // A frozen recipient account (or a new one of a frozen-by-default mint) cannot receive: the
  // freeze authority thaws it in the same transaction; anyone else is refused before signing.
  const thaw: Instruction[] = [];
  if (await recipientFrozen(c.rpc, recipient, mint)) {
    if (mint.freezeAuthority !== c.wallet) throw new AppError('RECIPIENT_ACCOUNT_FROZEN');
    const account = address(await ownerTokenAccount(recipient, mint.address, mint.programId));
    const owner = createNoopSigner(address(c.wallet));
    thaw.push(getThawAccountInstruction({ account, mint: address(mint.address), owner }, { programAddress: address(mint.programId) }));
  }
  await requireWalletFunds(c, { receives: recipient === c.wallet ? [mint.address] : [], opensForOthers: await opensFor(c, recipient, mint) });
  return prepare(app, c, SUPPLY_KINDS.mint, [createAccount!, ...thaw, mintTo!], {
    mint: mint.address,
    amount: amount.toString(),
    recipient,
  });
}

export async function prepareSend(app: FastifyInstance, c: Caller, body: { mint: string; amount: string; recipient: string }) {
  const mint = await requireMint(c.rpc, body.mint);
  requireTransferable(mint);
  const amount = baseUnits(body.amount, mint.decimals);
  await requireRecipientNotFrozen(c.rpc, body.recipient, mint);
  await requireWalletFunds(c, {
    spend: { mint: mint.address, amount, decimals: mint.decimals },
    opensForOthers: await opensFor(c, body.recipient, mint),
  });
  const fee = await transferFeeOf(c.rpc, mint, amount);
  return prepare(app, c, SUPPLY_KINDS.send, await transferInstructions(ref(mint), c.wallet, body.recipient, amount, fee), {
    mint: mint.address,
    amount: amount.toString(),
    recipient: body.recipient,
    ...(fee !== undefined ? { fee: fee.toString() } : {}),
  });
}
