/**
 * Planning a withdrawal (the server signs for custodial wallets, so it must be sure first): every
 * payload checked against the chain, fees and rent included; "max" resolved to the lamport (and a
 * token account emptied by "max" closed, its rent back to the wallet);
 * several wallets packed into each transaction, each batch paid by its richest sender. Returns
 * the messages to execute; nothing is sent here.
 */
import { address, createNoopSigner, type Address, type Instruction, type Rpc, type SolanaRpcApi } from '@solana/kit';
import { getCloseAccountInstruction } from '@solana-program/token-2022';
import {
  associatedTokenAddress,
  composeMessage,
  packGroups,
  solTransferInstructions,
  tokenTransferInstructions,
  type MintInfo,
} from '@toolkit/chain';
import { AppError } from '../../lib/errors.ts';
import { computeBudget, rentOf, tokenAccountRent, UNITS_PER_SOL_TRANSFER, UNITS_PER_TOKEN_TRANSFER } from '../transactions/index.ts';
import type { WithdrawalOrder } from './transfer-request.ts';
import {
  baseAmount,
  checkNewRecipients,
  holdsTokenAccount,
  insufficientBalance,
  isMax,
  leavesValidBalance,
  payloadMints,
  readAccounts,
  SOL_DECIMALS,
} from './transfer-rules.ts';

export interface WithdrawalPlan {
  messages: ReturnType<typeof composeMessage>[];
  /** Payload indices carried by each message, in order. */
  batches: number[][];
  /** Base units each payload moves ("max" resolved). */
  amounts: bigint[];
  /** Mints moved (token withdrawals), to remember for later balance reads. */
  mints: string[];
}

export async function planWithdrawal(
  rpc: Rpc<SolanaRpcApi>,
  prioritySol: number,
  { payloads, asset, fieldOf }: WithdrawalOrder,
): Promise<WithdrawalPlan> {
  const rentMin = await rentOf(rpc, 0n);
  const mints = asset === 'spl' ? await payloadMints(rpc, payloads) : new Map<string, MintInfo>();
  const chain = await readAccounts(rpc, [...payloads.map((p) => p.senderPubKey), ...payloads.map((p) => p.recipient)], [...mints.values()]);
  const lamportsOf = (a: string) => chain.get(a)?.lamports ?? 0n;
  const tokensOf = (a: string, mint: string) => chain.get(a)?.tokens.find((t) => t.mint === mint)?.amount ?? 0n;

  // Amounts: exact base units; "max" is resolved once the fees are known (SOL) or right away (tokens).
  const maxSenders = new Set<string>();
  const amounts = payloads.map((p, i) => {
    if (!isMax(p.amount)) return baseAmount(p.amount, asset === 'sol' ? SOL_DECIMALS : mints.get(p.tokenAddress!)!.decimals, fieldOf(i, 'amount'));
    if (asset === 'spl') {
      const all = tokensOf(p.senderPubKey, p.tokenAddress!);
      if (all === 0n) throw new AppError('WITHDRAW_NOTHING');
      return all;
    }
    maxSenders.add(p.senderPubKey);
    return lamportsOf(p.senderPubKey);
  });
  if (asset === 'sol') {
    for (const s of maxSenders) if (payloads.filter((p) => p.senderPubKey === s).length > 1) throw new AppError('WITHDRAW_MAX_NOT_ALONE');
  } else {
    const spent = new Map<string, bigint>();
    payloads.forEach((p, i) =>
      spent.set(`${p.senderPubKey}:${p.tokenAddress}`, (spent.get(`${p.senderPubKey}:${p.tokenAddress}`) ?? 0n) + amounts[i]!),
    );
    for (const [key, want] of spent) {
      const [sender, mint] = key.split(':') as [string, string];
      if (want > tokensOf(sender, mint)) throw insufficientBalance();
    }
  }

  // Pack: every sender signs, so the fee payer can be any sender of a batch without changing its size.
  const budget = computeBudget(prioritySol, asset === 'sol' ? UNITS_PER_SOL_TRANSFER : UNITS_PER_TOKEN_TRANSFER);
  const lifetime = (await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()).value;
  const solGroup = (i: number) =>
    solTransferInstructions({ from: address(payloads[i]!.senderPubKey), to: address(payloads[i]!.recipient), lamports: amounts[i]! });
  const tokenGroup = async (i: number, payer: Address) => {
    const p = payloads[i]!;
    const m = mints.get(p.tokenAddress!)!;
    const transfer = {
      from: address(p.senderPubKey),
      to: address(p.recipient),
      mint: address(m.address),
      tokenProgram: address(m.programId),
      decimals: m.decimals,
      amount: amounts[i]!,
    };
    const instructions = await tokenTransferInstructions(transfer, payer);
    if (!isMax(p.amount)) return instructions;
    // Max empties the wallet's token account: close it so its rent (about 0.002 SOL) comes back to the wallet.
    const account = await associatedTokenAddress(transfer.from, transfer.mint, transfer.tokenProgram);
    const close = getCloseAccountInstruction(
      { account, destination: transfer.from, owner: createNoopSigner(transfer.from) },
      { programAddress: transfer.tokenProgram },
    );
    return [...instructions, close];
  };
  const draftGroups: Instruction[][] =
    asset === 'sol' ? payloads.map((_, i) => solGroup(i)) : await Promise.all(payloads.map((p, i) => tokenGroup(i, address(p.senderPubKey))));
  const batches = packGroups(draftGroups, { feePayer: (first) => address(payloads[first]!.senderPubKey), lifetime, preamble: budget.preamble });

  // Each batch's fee payer: its sender with the most SOL. Fees (and new token accounts' rent) are
  // debited from it; its own "max" shrinks by exactly that, so nothing is left behind.
  const debits = new Map<string, bigint>();
  const debit = (a: string, v: bigint) => debits.set(a, (debits.get(a) ?? 0n) + v);
  const payers: Address[] = [];
  const created = new Set<string>();
  const ataRent = new Map<string, bigint>();
  for (const m of mints.values()) ataRent.set(m.address, await tokenAccountRent(rpc, m));
  for (const batch of batches) {
    const senders = [...new Set(batch.map((i) => payloads[i]!.senderPubKey))];
    const payer = senders.reduce((best, s) => (lamportsOf(s) > lamportsOf(best) ? s : best));
    payers.push(address(payer));
    let cost = budget.feeOf(senders.length, batch.length);
    if (asset === 'spl') {
      for (const i of batch) {
        const { recipient, tokenAddress } = payloads[i]!;
        const key = `${recipient}:${tokenAddress}`;
        if (!holdsTokenAccount(chain, recipient, tokenAddress!) && !created.has(key)) {
          created.add(key);
          cost += ataRent.get(tokenAddress!)!;
        }
      }
    }
    debit(payer, cost);
  }
  if (asset === 'sol') {
    payloads.forEach((p, i) => {
      if (maxSenders.has(p.senderPubKey)) {
        amounts[i] = lamportsOf(p.senderPubKey) - (debits.get(p.senderPubKey) ?? 0n);
        if (amounts[i]! <= 0n) throw insufficientBalance();
      }
      debit(p.senderPubKey, amounts[i]!);
    });
    checkNewRecipients(
      payloads.map((p, i) => ({ to: p.recipient, lamports: amounts[i]! })),
      chain,
      rentMin,
    );
  }
  for (const [sender, total] of debits) if (!leavesValidBalance(lamportsOf(sender), total, rentMin)) throw insufficientBalance();

  // The final messages: SOL amounts may have changed ("max"), token accounts are paid by the batch's payer.
  const messages = await Promise.all(
    batches.map(async (batch, b) => {
      const groups = asset === 'sol' ? batch.map(solGroup) : await Promise.all(batch.map((i) => tokenGroup(i, payers[b]!)));
      return composeMessage(groups, { feePayer: payers[b]!, lifetime, preamble: budget.preamble });
    }),
  );
  return { messages, batches, amounts, mints: [...mints.keys()] };
}
