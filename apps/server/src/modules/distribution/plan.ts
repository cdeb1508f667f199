/**
 * The dry run: the recipients parsed with the token's decimals, checked against
 * the chain (a SOL recipient new to the chain must receive at least the rent-exempt minimum), packed
 * exactly as the job will send them, and costed to the lamport: every transaction's fee plus the
 * rent of each token account the source creates. With a source, whether it can pay for it all. A
 * Token-2022 transfer fee is withheld on each recipient's account: the dry run says what each
 * one receives.
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { readMints, type MintInfo } from '@toolkit/chain';
import {
  formatAmount,
  parseRecipientsInSlices,
  shortenAddress,
  TEXTS,
  withheldFee,
  type DistributionSource,
  type ParsedRecipients,
} from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { feeInForce, readMintExtensions, transferable } from '../tokens/index.ts';
import { rentOf, solShortfall, tokenAccountRent, userTransactionContext } from '../transactions/index.ts';
import { holdsTokenAccount, readAccounts, SOL_DECIMALS } from '../wallet-manager/index.ts';
import { nonWalletRecipients } from './recipient-accounts.ts';
import { distributionBudget, isSol, packTransfersInSlices, SOL_ASSET, tokenAsset, transferGroups, type DistributionAsset } from './packing.ts';

export interface PlanInput {
  mint: string;
  recipients: string;
  source?: DistributionSource;
}

export interface DistributionPlan extends ParsedRecipients {
  asset: DistributionAsset;
  rpcUrl: string;
  prioritySol: number;
  /** Indices into `rows`, per transaction. */
  batches: number[][];
  total: bigint;
  fees: bigint;
  rent: bigint;
  newAccounts: number;
  /** The mint's transfer fee in force, when it charges one. */
  transferFee: TransferFee | null;
  /** Per row (same order as `rows`): what the token program withholds from it on the recipient's account. */
  withheld: bigint[];
  source?: DistributionSourceFunds;
}

/** What the source holds, and what it lacks to pay for everything (zero each when it can). */
export interface DistributionSourceFunds {
  address: string;
  lamports: bigint;
  tokens: bigint;
  canPay: boolean;
  /** Tokens short of the total sent; 0 for SOL (counted in `missingLamports`). */
  missingTokens: bigint;
  /** SOL short of fees, new accounts' rent (and the total for SOL), leaving the source empty or rent-exempt. */
  missingLamports: bigint;
  /** How the source's shortfall names the token. */
  symbol: string;
}

export interface TransferFee {
  basisPoints: number;
  maximum: bigint;
}

/** A Token-2022 transfer fee, read once for the whole list: the epoch's fee, as the token program takes it. */
async function transferFeeOf(rpc: Rpc<SolanaRpcApi>, mint: MintInfo): Promise<TransferFee | null> {
  if (!mint.extensions.includes('TransferFeeConfig')) return null;
  const config = (await readMintExtensions(rpc, mint.address)).find((e) => e.__kind === 'TransferFeeConfig');
  if (config?.__kind !== 'TransferFeeConfig') return null;
  const fee = await feeInForce(rpc, config);
  return fee.transferFeeBasisPoints ? { basisPoints: fee.transferFeeBasisPoints, maximum: fee.maximumFee } : null;
}

/** The decimals of what is distributed: a mint's, or SOL's 9. */
export async function assetDecimals(app: FastifyInstance, userId: string, mint: string): Promise<number> {
  if (mint.toUpperCase() === 'SOL') return SOL_DECIMALS;
  const { rpc } = await userTransactionContext(app, userId);
  const [info] = await readMints(rpc, [mint]);
  if (!info) throw new AppError('DISTRIBUTION_UNKNOWN_TOKEN', { field: 'mint' });
  return info.decimals;
}

export async function planDistribution(
  app: FastifyInstance,
  user: { id: string; phantomAddress: string },
  input: PlanInput,
): Promise<DistributionPlan> {
  const { rpc, rpcUrl, prioritySol } = await userTransactionContext(app, user.id);
  let asset = SOL_ASSET;
  const [mintInfo] = input.mint.toUpperCase() === 'SOL' ? [null] : await readMints(rpc, [input.mint]);
  if (input.mint.toUpperCase() !== 'SOL') {
    if (!mintInfo) throw new AppError('DISTRIBUTION_UNKNOWN_TOKEN', { field: 'mint' });
    if (!transferable(mintInfo)) throw new AppError('TOKEN_NON_TRANSFERABLE', { field: 'mint' });
    asset = tokenAsset(mintInfo);
  }

  let sourceAddress: string | undefined;
  if (input.source?.type === 'custodial') {
    if (!(await app.wallets.walletsOf(user.id)).has(input.source.address)) throw new AppError('DISTRIBUTION_SOURCE_NOT_YOURS', { field: 'source' });
    sourceAddress = input.source.address;
  } else if (input.source?.type === 'phantom') sourceAddress = user.phantomAddress;

  const parsed = await parseRecipientsInSlices(input.recipients, asset.decimals);
  const payer = sourceAddress ?? user.phantomAddress;
  const accounts = await readAccounts(rpc, [payer, ...parsed.rows.map((r) => r.address)], mintInfo ? [mintInfo] : []);
  const rentMin = await rentOf(rpc, 0n);

  const refused = await nonWalletRecipients(rpc, parsed.rows, accounts, payer);
  const refusedLines = new Set(refused.map((e) => e.line));
  if (isSol(asset)) {
    // The chain refuses to leave a new account below the rent-exempt minimum.
    const minimum = TEXTS.distributionBelowNewWalletMinimum(formatAmount(rentMin, SOL_DECIMALS));
    for (const r of parsed.rows) {
      if (refusedLines.has(r.line) || (accounts.get(r.address)?.lamports ?? 0n) > 0n || r.amount >= rentMin) continue;
      refused.push({ line: r.line, field: 'amount', message: minimum });
      refusedLines.add(r.line);
    }
  }
  const errors = [...parsed.errors, ...refused].sort((a, b) => a.line - b.line);
  const rows = parsed.rows.filter((r) => !refusedLines.has(r.line));

  const budget = distributionBudget(asset, prioritySol);
  const batches = rows.length ? await packTransfersInSlices(await transferGroups(asset, payer, rows), payer, budget) : [];
  const fees = batches.reduce((sum, b) => sum + budget.feeOf(1, b.length), 0n);
  const newAccounts = mintInfo ? rows.filter((r) => !holdsTokenAccount(accounts, r.address, mintInfo.address)).length : 0;
  const rent = mintInfo && newAccounts ? BigInt(newAccounts) * (await tokenAccountRent(rpc, mintInfo)) : 0n;
  const total = rows.reduce((sum, r) => sum + r.amount, 0n);
  const transferFee = mintInfo ? await transferFeeOf(rpc, mintInfo) : null;
  const withheld = rows.map((r) => (transferFee ? withheldFee(r.amount, transferFee.basisPoints, transferFee.maximum) : 0n));

  let source: DistributionPlan['source'];
  if (sourceAddress) {
    const held = accounts.get(sourceAddress);
    const lamports = held?.lamports ?? 0n;
    const tokens = mintInfo ? (held?.tokens.find((t) => t.mint === mintInfo.address)?.amount ?? 0n) : lamports;
    const missingTokens = mintInfo && tokens < total ? total - tokens : 0n;
    const missingLamports = solShortfall(lamports, mintInfo ? fees + rent : total + fees, rentMin);
    const canPay = missingTokens === 0n && missingLamports === 0n;
    const symbol = mintInfo ? (mintInfo.metadata?.symbol ?? shortenAddress(mintInfo.address)) : 'SOL';
    source = { address: sourceAddress, lamports, tokens, canPay, missingTokens, missingLamports, symbol };
  }
  return { ...parsed, rows, errors, asset, rpcUrl, prioritySol, batches, total, fees, rent, newAccounts, transferFee, withheld, source };
}
