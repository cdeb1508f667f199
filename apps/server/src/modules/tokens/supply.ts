/** Burn, mint and send for the wallet to sign; classic SPL and Token-2022 mints alike. */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { burnInstructions, mintToInstructions, transferInstructions, type MintInfo } from '@toolkit/chain';
import { TEXTS, TOKEN_TEXTS } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { baseUnits } from './amounts.ts';
import { ownerBalance, requireMint } from './chain-state.ts';
import { userMessage } from './transaction-message.ts';

export const SUPPLY_KINDS = { burn: 'token.burn', mint: 'token.mint', send: 'token.send' } as const;

interface Caller {
  userId: string;
  wallet: string;
  rpc: Rpc<SolanaRpcApi>;
  rpcUrl: string;
}

const ref = (m: MintInfo) => ({ mint: m.address, tokenProgram: m.programId, decimals: m.decimals });

async function prepare(app: FastifyInstance, c: Caller, kind: string, instructions: Awaited<ReturnType<typeof burnInstructions>>, context: Record<string, unknown>) {
  const message = await userMessage(app, c.rpc, { userId: c.userId, feePayer: c.wallet, instructions });
  const prepared = await app.transactions.prepare({ userId: c.userId, kind, message, rpcUrl: c.rpcUrl, context });
  return prepared.transaction;
}

async function requireBalance(c: Caller, mint: MintInfo, amount: bigint) {
  const balance = await ownerBalance(c.rpc, c.wallet, mint);
  if (balance === 0n) throw new AppError('BAD_REQUEST', TOKEN_TEXTS.noBalance);
  if (amount > balance) throw new AppError('BAD_REQUEST', TEXTS.insufficientBalance);
}

export async function prepareBurn(app: FastifyInstance, c: Caller, body: { mint: string; amount: string }) {
  const mint = await requireMint(c.rpc, body.mint);
  const amount = baseUnits(body.amount, mint.decimals);
  await requireBalance(c, mint, amount);
  return prepare(app, c, SUPPLY_KINDS.burn, await burnInstructions(ref(mint), c.wallet, amount), { mint: mint.address, amount: amount.toString() });
}

export async function prepareMint(app: FastifyInstance, c: Caller, body: { mint: string; amount: string; recipient?: string }) {
  const mint = await requireMint(c.rpc, body.mint);
  const amount = baseUnits(body.amount, mint.decimals);
  if (mint.mintAuthority === null) throw new AppError('CONFLICT', TOKEN_TEXTS.alreadyRevoked('mint'));
  if (mint.mintAuthority !== c.wallet) throw new AppError('FORBIDDEN', TOKEN_TEXTS.notMintAuthority);
  if (mint.supply + amount > (1n << 64n) - 1n) throw new AppError('BAD_REQUEST', TOKEN_TEXTS.supplyTooLarge);
  const recipient = body.recipient ?? c.wallet;
  return prepare(app, c, SUPPLY_KINDS.mint, await mintToInstructions(ref(mint), c.wallet, recipient, amount), {
    mint: mint.address, amount: amount.toString(), recipient,
  });
}

export async function prepareSend(app: FastifyInstance, c: Caller, body: { mint: string; amount: string; recipient: string }) {
  const mint = await requireMint(c.rpc, body.mint);
  const amount = baseUnits(body.amount, mint.decimals);
  await requireBalance(c, mint, amount);
  return prepare(app, c, SUPPLY_KINDS.send, await transferInstructions(ref(mint), c.wallet, body.recipient, amount), {
    mint: mint.address, amount: amount.toString(), recipient: body.recipient,
  });
}
