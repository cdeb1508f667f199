/**
 * Funding: the connected wallet pays. Its transfers are packed into as few
 * transactions as the size limit allows and prepared through the transaction core, for the wallet
 * to sign all at once; the balance checks (fees, rent of new accounts: the transactions module's
 * funds check) come first, so a wallet is never asked to sign something the chain would refuse.
 */
import { address, type Address, type Instruction } from '@solana/kit';
import { composeMessage, packGroups, solTransferInstructions, tokenTransferInstructions } from '@toolkit/chain';
import type { FundResponse } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import {
  computeBudget,
  rentOf,
  requireFunds,
  tokenAccountRent,
  UNITS_PER_SOL_TRANSFER,
  UNITS_PER_TOKEN_TRANSFER,
  userTransactionContext,
  type ComputeBudget,
} from '../transactions/index.ts';
import type { BalanceService } from './balances.ts';
import type { FundingOrder, TransferUser } from './transfer-request.ts';
import { baseAmount, checkNewRecipients, holdsTokenAccount, payloadMints, readAccounts, SOL_DECIMALS } from './transfer-rules.ts';

export const FUND_KIND = 'wallet.fund';

type Lifetime = Parameters<typeof composeMessage>[1]['lifetime'];

/** Every group paid by `feePayer`, packed into as few messages as fit. */
function pack(groups: Instruction[][], feePayer: Address, budget: ComputeBudget, lifetime: Lifetime) {
  const batches = packGroups(groups, { feePayer: () => feePayer, lifetime, preamble: budget.preamble });
  const messages = batches.map((b) =>
    composeMessage(
      b.map((i) => groups[i]!),
      { feePayer, lifetime, preamble: budget.preamble },
    ),
  );
  return { messages, batches };
}

export function createFundingService(app: FastifyInstance, balances: BalanceService) {
  return async function fund(user: TransferUser, { payloads, asset, fieldOf }: FundingOrder): Promise<FundResponse> {
    if (payloads.some((p) => p.from !== user.phantomAddress)) throw new AppError('FUNDING_NOT_FROM_YOU');
    const { rpc, rpcUrl, prioritySol } = await userTransactionContext(app, user.id);
    const from = address(user.phantomAddress);
    const lifetime = (await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()).value;
    const rentMin = await rentOf(rpc, 0n);

    let packed: ReturnType<typeof pack>;
    if (asset === 'sol') {
      const transfers = payloads.map((p, i) => ({
        from,
        to: address(p.recipient),
        lamports: baseAmount(p.amount, SOL_DECIMALS, fieldOf(i, 'amount')),
      }));
      const budget = computeBudget(prioritySol, UNITS_PER_SOL_TRANSFER);
      packed = pack(transfers.map(solTransferInstructions), from, budget, lifetime);
      const accounts = await readAccounts(rpc, [from, ...transfers.map((t) => t.to)], []);
      checkNewRecipients(transfers, accounts, rentMin);
      const fees = packed.batches.reduce((s, b) => s + budget.feeOf(1, b.length), 0n);
      await requireFunds(rpc, from, { networkFees: fees, lamports: transfers.reduce((s, t) => s + t.lamports, 0n) });
    } else {
      const mints = await payloadMints(rpc, payloads);
      const transfers = payloads.map((p, i) => {
        const m = mints.get(p.tokenAddress!)!;
        const amount = baseAmount(p.amount, m.decimals, fieldOf(i, 'amount'));
        return { from, to: address(p.recipient), mint: address(m.address), tokenProgram: address(m.programId), decimals: m.decimals, amount };
      });
      const groups = await Promise.all(transfers.map((t) => tokenTransferInstructions(t, from)));
      const budget = computeBudget(prioritySol, UNITS_PER_TOKEN_TRANSFER);
      packed = pack(groups, from, budget, lifetime);
      const accounts = await readAccounts(rpc, [from, ...transfers.map((t) => t.to)], [...mints.values()]);
      const spend = [...mints.values()].map((m) => ({
        mint: m.address,
        amount: transfers.filter((t) => t.mint === m.address).reduce((s, t) => s + t.amount, 0n),
        decimals: m.decimals,
      }));
      // The funder pays the rent of every recipient's new token account, once per (recipient, mint).
      const newAccounts = new Map(transfers.filter((t) => !holdsTokenAccount(accounts, t.to, t.mint)).map((t) => [`${t.to}:${t.mint}`, t.mint]));
      let rent = 0n;
      for (const mint of newAccounts.values()) rent += await tokenAccountRent(rpc, mints.get(mint)!);
      const fees = packed.batches.reduce((s, b) => s + budget.feeOf(1, b.length), 0n);
      await requireFunds(rpc, from, { networkFees: fees, lamports: rent, spend });
      await balances.rememberMints(user.id, [...mints.keys()]);
    }

    const transactions: string[] = [];
    for (const [i, message] of packed.messages.entries()) {
      const context = { asset, payloads: packed.batches[i] };
      transactions.push((await app.transactions.prepare({ userId: user.id, kind: FUND_KIND, message, rpcUrl, context })).transaction);
    }
    return { success: true, transactions, batches: packed.batches };
  };
}
