/**
 * Bulk transfers (issue 5, DESIGN.md 3 "Packing").
 *
 * Funding: the connected wallet pays; the transfers are packed into as few transactions as the
 * size limit allows and prepared through the transaction core, for the wallet to sign all at once.
 *
 * Withdrawal: the user's custodial wallets pay; the server validates every payload against the
 * chain (fees and rent included), packs several wallets into each transaction and executes them
 * through the core with the custodial keys. All of it runs under one lock per user's wallet set, so
 * two racing withdrawals never spend the same lamports, and a request id makes a retry answer the
 * first run instead of executing again.
 */
import { address, compileTransaction, type Address, type Instruction, type Rpc, type SolanaRpcApi } from '@solana/kit';
import {

  composeMessage,
  packGroups,
  readMints,
  readOwnerBalances,
  solTransferInstructions,
  tokenTransferInstructions,
  type MintInfo,
  type OwnerBalances,
} from '@toolkit/chain';
import {
  checkTransferAmount,
  effectiveSettings,
  NATIVE_MINT,
  TEXTS,
  WALLET_TEXTS,
  type FundPayload,
  type FundResponse,
  type WithdrawPayload,
  type WithdrawResponse,
  type WithdrawResult,
} from '@toolkit/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { walletWithdrawals, withdrawAccounts } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { createSettingsService } from '../settings/index.ts';
import { createBalanceService } from '../wallet-operations/index.ts';
import { computeBudget, UNITS_PER_SOL_TRANSFER, UNITS_PER_TOKEN_TRANSFER, type ComputeBudget } from '../transactions/index.ts';
import { TRANSFER_TEXTS } from './texts.ts';

export const FUND_KIND = 'wallet.fund';
export const WITHDRAW_KIND = 'wallet.withdraw';
/** Withdrawal transactions in flight at once (all validated up front, under the user's lock). */
const PARALLEL_EXECUTIONS = 3;
const SOL_DECIMALS = 9;
/** Space of an associated token account: classic SPL 165 bytes; Token-2022 adds ImmutableOwner. */
const ataSpace = (m: MintInfo) => (m.program === 'spl-token' ? 165n : 170n);

export type TransferAsset = 'sol' | 'spl';

const refuse = (message: string) => new AppError('BAD_REQUEST', message);
const insufficient = () => refuse(TEXTS.insufficientBalance);
const isMax = (amount: string | undefined) => amount !== undefined && amount.trim().toLowerCase() === 'max';

function parse(amount: string | undefined, decimals: number): bigint {
  const checked = checkTransferAmount(amount, decimals);
  if (!checked.ok) throw refuse(checked.message);
  return checked.base;
}

async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export function createTransferService(app: FastifyInstance) {
  const settings = createSettingsService(app.db);
  const balances = createBalanceService(app);

  async function context(userId: string) {
    const { choice, rpc } = await app.clusters.rpcFor(userId);
    const { prioritySol } = effectiveSettings(await settings.get(userId));
    return { rpcUrl: choice.rpcUrl, rpc, prioritySol };
  }

  async function tokenMint(rpc: Rpc<SolanaRpcApi>, mint: string | undefined): Promise<MintInfo> {
    if (!mint) throw refuse(TRANSFER_TEXTS.chooseToken);
    const [info] = await readMints(rpc, [mint]);
    if (!info) throw refuse(WALLET_TEXTS.unknownToken);
    return info;
  }

  async function rentOf(rpc: Rpc<SolanaRpcApi>, space: bigint) {
    return rpc.getMinimumBalanceForRentExemption(space).send();
  }

  /** A SOL account may end at 0 or at/above the rent-exempt minimum, never in between. */
  const leavesValidBalance = (lamports: bigint, debit: bigint, rentMin: bigint) =>
    debit <= lamports && (lamports - debit === 0n || lamports - debit >= rentMin);

  /** Recipients holding no SOL must receive at least the rent-exempt minimum in total. */
  function checkNewRecipients(transfers: { to: string; lamports: bigint }[], accounts: Map<string, OwnerBalances>, rentMin: bigint) {
    const received = new Map<string, bigint>();
    for (const t of transfers) received.set(t.to, (received.get(t.to) ?? 0n) + t.lamports);
    for (const [to, total] of received) {
      if ((accounts.get(to)?.lamports ?? 0n) === 0n && total < rentMin) throw refuse(TRANSFER_TEXTS.newWalletMinimum(rentMin));
    }
  }

  // ---------------------------------------------------------------- funding

  async function fund(user: SessionUser, payloads: FundPayload[], asset: TransferAsset): Promise<FundResponse> {
    if (payloads.some((p) => p.from !== user.phantomAddress)) throw new AppError('FORBIDDEN', WALLET_TEXTS.fromMustBeYou);
    const { rpc, rpcUrl, prioritySol } = await context(user.id);
    const from = address(user.phantomAddress);
    const lifetime = (await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()).value;
    const rentMin = await rentOf(rpc, 0n);

    let messages: ReturnType<typeof composeMessage>[];
    let batches: number[][];
    if (asset === 'sol') {
      const transfers = payloads.map((p) => ({ from, to: address(p.recipient), lamports: parse(p.amount, SOL_DECIMALS) }));
      const budget = computeBudget(prioritySol, UNITS_PER_SOL_TRANSFER);
      ({ messages, batches } = pack(transfers.map(solTransferInstructions), () => from, budget, lifetime));
      const accounts = await readAccounts(rpc, [from, ...transfers.map((t) => t.to)], []);
      checkNewRecipients(transfers, accounts, rentMin);
      const total = transfers.reduce((s, t) => s + t.lamports, 0n) + batches.reduce((s, b) => s + budget.feeOf(1, b.length), 0n);
      if (!leavesValidBalance(accounts.get(from)?.lamports ?? 0n, total, rentMin)) throw insufficient();
    } else {
      const mints = new Map<string, MintInfo>();
      for (const p of payloads) if (!mints.has(p.tokenAddress ?? '')) mints.set(p.tokenAddress ?? '', await tokenMint(rpc, p.tokenAddress));
      const transfers = payloads.map((p) => {
        const m = mints.get(p.tokenAddress!)!;
        return {
          from,
          to: address(p.recipient),
          mint: address(m.address),
          tokenProgram: address(m.programId),
          decimals: m.decimals,
          amount: parse(p.amount, m.decimals),
        };
      });
      const groups = await Promise.all(transfers.map((t) => tokenTransferInstructions(t, from)));
      const budget = computeBudget(prioritySol, UNITS_PER_TOKEN_TRANSFER);
      ({ messages, batches } = pack(groups, () => from, budget, lifetime));
      const accounts = await readAccounts(rpc, [from, ...transfers.map((t) => t.to)], [...mints.values()]);
      const mine = accounts.get(from)!;
      for (const m of mints.values()) {
        const want = transfers.filter((t) => t.mint === m.address).reduce((s, t) => s + t.amount, 0n);
        const have = mine.tokens.find((t) => t.mint === m.address)?.amount ?? 0n;
        if (want > have) throw insufficient();
      }
      const newAccounts = missingTokenAccounts(transfers, accounts);
      let rent = 0n;
      for (const key of newAccounts) rent += await rentOf(rpc, ataSpace(mints.get(key.split(':')[1]!)!));
      const fees = batches.reduce((s, b) => s + budget.feeOf(1, b.length), 0n);
      if (!leavesValidBalance(mine.lamports, fees + rent, rentMin)) throw insufficient();
      await balances.rememberMints(user.id, [...mints.keys()]);
    }

    const prepared = [];
    for (const [i, message] of messages.entries()) {
      prepared.push(
        await app.transactions.prepare({ userId: user.id, kind: FUND_KIND, message, rpcUrl, context: { asset, payloads: batches[i] } }),
      );
    }
    return { success: true, transactions: prepared.map((p) => p.transaction), batches };
  }

  // ---------------------------------------------------------------- withdrawal

  async function withdraw(user: SessionUser, payloads: WithdrawPayload[], asset: TransferAsset, requestId?: string): Promise<WithdrawResponse> {
    const wallets = await app.wallets.walletsOf(user.id);
    if (payloads.some((p) => !wallets.has(p.senderPubKey))) throw new AppError('FORBIDDEN', WALLET_TEXTS.notYourWallet);
    const accounts = await app.db.select({ address: withdrawAccounts.address }).from(withdrawAccounts).where(eq(withdrawAccounts.userId, user.id));
    const allowed = new Set([user.phantomAddress, ...wallets.keys(), ...accounts.map((a) => a.address)]);
    if (payloads.some((p) => !allowed.has(p.recipient))) throw new AppError('FORBIDDEN', WALLET_TEXTS.recipientNotAllowed);

    // One lock for the user's whole wallet set: a custodial wallet has exactly one owner, and one
    // advisory lock per signer (up to 10 per transaction) would hold as many database connections.
    return app.locks.withLock(`wallet:owner:${user.id}`, async () => {
      if (requestId) {
        const [done] = await app.db
          .select({ result: walletWithdrawals.result })
          .from(walletWithdrawals)
          .where(and(eq(walletWithdrawals.userId, user.id), eq(walletWithdrawals.requestId, requestId)));
        if (done) return done.result as unknown as WithdrawResponse;
      }
      const response = await executeWithdrawal(user, payloads, asset, requestId);
      if (requestId) {
        await app.db.insert(walletWithdrawals).values({ userId: user.id, requestId, result: response as unknown as Record<string, unknown> }).onConflictDoNothing();
      }
      return response;
    });
  }

  async function executeWithdrawal(user: SessionUser, payloads: WithdrawPayload[], asset: TransferAsset, requestId?: string): Promise<WithdrawResponse> {
    const { rpc, rpcUrl, prioritySol } = await context(user.id);
    const rentMin = await rentOf(rpc, 0n);
    const mints = new Map<string, MintInfo>();
    if (asset === 'spl') {
      for (const p of payloads) if (!mints.has(p.tokenAddress ?? '')) mints.set(p.tokenAddress ?? '', await tokenMint(rpc, p.tokenAddress));
    }
    const chain = await readAccounts(rpc, [...payloads.map((p) => p.senderPubKey), ...payloads.map((p) => p.recipient)], [...mints.values()]);
    const lamportsOf = (a: string) => chain.get(a)?.lamports ?? 0n;
    const tokensOf = (a: string, mint: string) => chain.get(a)?.tokens.find((t) => t.mint === mint)?.amount ?? 0n;

    // Amounts: exact base units; "max" is resolved once the fees are known (SOL) or right away (tokens).
    const maxSenders = new Set<string>();
    const amounts = payloads.map((p) => {
      if (!isMax(p.amount)) return parse(p.amount, asset === 'sol' ? SOL_DECIMALS : mints.get(p.tokenAddress!)!.decimals);
      if (asset === 'spl') {
        const all = tokensOf(p.senderPubKey, p.tokenAddress!);
        if (all === 0n) throw refuse(TRANSFER_TEXTS.maxIsZero);
        return all;
      }
      maxSenders.add(p.senderPubKey);
      return lamportsOf(p.senderPubKey);
    });
    if (asset === 'sol') {
      for (const s of maxSenders) if (payloads.filter((p) => p.senderPubKey === s).length > 1) throw refuse(TRANSFER_TEXTS.oneMaxPerWallet);
    } else {
      const spent = new Map<string, bigint>();
      payloads.forEach((p, i) => spent.set(`${p.senderPubKey}:${p.tokenAddress}`, (spent.get(`${p.senderPubKey}:${p.tokenAddress}`) ?? 0n) + amounts[i]!));
      for (const [key, want] of spent) {
        const [sender, mint] = key.split(':') as [string, string];
        if (want > tokensOf(sender, mint)) throw insufficient();
      }
    }

    // Pack: every sender signs, so the fee payer can be any sender of a batch without changing its size.
    const budget = computeBudget(prioritySol, asset === 'sol' ? UNITS_PER_SOL_TRANSFER : UNITS_PER_TOKEN_TRANSFER);
    const lifetime = (await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()).value;
    const tokenTransfer = (i: number) => {
      const m = mints.get(payloads[i]!.tokenAddress!)!;
      return {
        from: address(payloads[i]!.senderPubKey),
        to: address(payloads[i]!.recipient),
        mint: address(m.address),
        tokenProgram: address(m.programId),
        decimals: m.decimals,
        amount: amounts[i]!,
      };
    };
    const draftGroups: Instruction[][] =
      asset === 'sol'
        ? payloads.map((p, i) => solTransferInstructions({ from: address(p.senderPubKey), to: address(p.recipient), lamports: amounts[i]! }))
        : await Promise.all(payloads.map((_, i) => tokenTransferInstructions(tokenTransfer(i), address(payloads[i]!.senderPubKey))));
    const batches = packGroups(draftGroups, { feePayer: (first) => address(payloads[first]!.senderPubKey), lifetime, preamble: budget.preamble });

    // Each batch's fee payer: its sender with the most SOL. Fees (and new token accounts' rent) are
    // debited from it; its own "max" shrinks by exactly that, so nothing is left behind.
    const debits = new Map<string, bigint>();
    const debit = (a: string, v: bigint) => debits.set(a, (debits.get(a) ?? 0n) + v);
    const payers: Address[] = [];
    const created = new Set<string>();
    const ataRent = new Map<string, bigint>();
    for (const m of mints.values()) ataRent.set(m.address, await rentOf(rpc, ataSpace(m)));
    for (const batch of batches) {
      const senders = [...new Set(batch.map((i) => payloads[i]!.senderPubKey))];
      const payer = senders.reduce((best, s) => (lamportsOf(s) > lamportsOf(best) ? s : best));
      payers.push(address(payer));
      let cost = budget.feeOf(senders.length, batch.length);
      if (asset === 'spl') {
        for (const i of batch) {
          const key = `${payloads[i]!.recipient}:${payloads[i]!.tokenAddress}`;
          const exists = chain.get(payloads[i]!.recipient)?.tokens.some((t) => t.mint === payloads[i]!.tokenAddress);
          if (!exists && !created.has(key)) {
            created.add(key);
            cost += ataRent.get(payloads[i]!.tokenAddress!)!;
          }
        }
      }
      debit(payer, cost);
    }
    if (asset === 'sol') {
      payloads.forEach((p, i) => {
        if (maxSenders.has(p.senderPubKey)) {
          amounts[i] = lamportsOf(p.senderPubKey) - (debits.get(p.senderPubKey) ?? 0n);
          if (amounts[i]! <= 0n) throw insufficient();
        }
        debit(p.senderPubKey, amounts[i]!);
      });
      checkNewRecipients(payloads.map((p, i) => ({ to: p.recipient, lamports: amounts[i]! })), chain, rentMin);
    }
    for (const [sender, total] of debits) if (!leavesValidBalance(lamportsOf(sender), total, rentMin)) throw insufficient();

    const groups: Instruction[][] =
      asset === 'sol'
        ? payloads.map((p, i) => solTransferInstructions({ from: address(p.senderPubKey), to: address(p.recipient), lamports: amounts[i]! }))
        : [];
    const messages = await Promise.all(
      batches.map(async (batch, b) => {
        const batchGroups =
          asset === 'sol'
            ? batch.map((i) => groups[i]!)
            : await Promise.all(batch.map((i) => tokenTransferInstructions(tokenTransfer(i), payers[b]!)));
        return composeMessage(batchGroups, { feePayer: payers[b]!, lifetime, preamble: budget.preamble });
      }),
    );

    const outcomes = await mapLimited(messages, PARALLEL_EXECUTIONS, async (message, b) => {
      // In the compiled message's signer order: the core lays signatures out in the order given.
      const signers = Object.keys(compileTransaction(message).signatures);
      try {
        const { signature } = await app.transactions.execute({
          userId: user.id,
          kind: WITHDRAW_KIND,
          message,
          rpcUrl,
          serverSigners: signers.map((a) => ({ type: 'custodial' as const, address: a })),
          context: { asset, payloads: batches[b] },
          idempotencyKey: requestId ? `withdraw:${requestId}:${b}` : undefined,
        });
        return { ok: true as const, signature };
      } catch (e) {
        return { ok: false as const, message: e instanceof Error ? e.message : TEXTS.transactionFailed };
      }
    });
    if (asset === 'spl') await balances.rememberMints(user.id, [...mints.keys()]);

    const results: WithdrawResult[] = payloads.map((p, i) => {
      const b = batches.findIndex((batch) => batch.includes(i));
      const outcome = outcomes[b]!;
      return {
        index: i,
        senderPubKey: p.senderPubKey,
        recipient: p.recipient,
        amount: amounts[i]!.toString(),
        ok: outcome.ok,
        signature: outcome.ok ? outcome.signature : null,
        ...(outcome.ok ? {} : { message: `${TEXTS.transactionFailed}: ${outcome.message}` }),
      };
    });
    const allOk = outcomes.every((o) => o.ok);
    return {
      success: true,
      message: allOk ? WALLET_TEXTS.walletsWithdrawn : WALLET_TEXTS.withdrawPartial,
      signatures: outcomes.flatMap((o) => (o.ok ? [o.signature] : [])),
      results,
    };
  }

  return { fund, withdraw };
}

function pack(groups: Instruction[][], feePayer: () => Address, budget: ComputeBudget, lifetime: Parameters<typeof composeMessage>[1]['lifetime']) {
  const batches = packGroups(groups, { feePayer: () => feePayer(), lifetime, preamble: budget.preamble });
  const messages = batches.map((b) => composeMessage(b.map((i) => groups[i]!), { feePayer: feePayer(), lifetime, preamble: budget.preamble }));
  return { messages, batches };
}

/** Lamports and token balances (associated accounts of `mints`) of many addresses, batched. */
async function readAccounts(rpc: Rpc<SolanaRpcApi>, addresses: string[], mints: MintInfo[]): Promise<Map<string, OwnerBalances>> {
  const unique = [...new Set(addresses)];
  const read = await readOwnerBalances(rpc, unique, mints);
  return new Map(read.map((r) => [r.owner, r]));
}

/** `recipient:mint` of token transfers whose recipient has no associated account yet. */
function missingTokenAccounts(transfers: { to: string; mint: string }[], accounts: Map<string, OwnerBalances>): Set<string> {
  const missing = new Set<string>();
  for (const t of transfers) {
    if (!accounts.get(t.to)?.tokens.some((x) => x.mint === t.mint)) missing.add(`${t.to}:${t.mint}`);
  }
  return missing;
}

export type TransferService = ReturnType<typeof createTransferService>;
