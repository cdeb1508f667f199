/**
 * How a distribution's transfers are packed: one instruction group per recipient (a System
 * transfer, or create-ATA-idempotent + a token transfer), as many groups per transaction as the
 * size limit allows, paid by the source. Packing depends only on sizes, never on the blockhash,
 * so the dry run counts exactly the transactions the job will send.
 */
import { address, blockhash, createNoopSigner, type Address, type Instruction, type TransactionSigner } from '@solana/kit';
import { getSetComputeUnitPriceInstruction } from '@solana-program/compute-budget';
import { getCreateAssociatedTokenIdempotentInstruction, getTransferCheckedInstruction, getTransferInstruction } from '@solana-program/token-2022';
import {
  associatedTokenAddress,
  composeMessage,
  messageSize,
  solTransferInstructions,
  TRANSACTION_SIZE_LIMIT,
  TransferTooLargeError,
  type MintInfo,
} from '@toolkit/chain';
import { LAMPORTS_PER_SOL, nextTurn, runInSlices, runToEnd } from '@toolkit/shared';
import { computeBudget, SIGNATURE_FEE, UNITS_PER_SOL_TRANSFER, UNITS_PER_TOKEN_TRANSFER, type ComputeBudget } from '../transactions/index.ts';
import { SOL_DECIMALS } from '../wallet-manager/index.ts';

export interface DistributionAsset {
  /** A mint address, or 'SOL'. */
  mint: string;
  decimals: number;
  /** The mint's token program; null for SOL. */
  tokenProgram: string | null;
  /** Transfers name the mint and its decimals (TransferChecked): the mint's extensions require it. */
  checked: boolean;
}

export interface Transfer {
  address: string;
  amount: bigint;
}

type Lifetime = Parameters<typeof composeMessage>[1]['lifetime'];
/** Any lifetime packs the same: a legacy message's size does not depend on the blockhash. */
const SIZING_LIFETIME: Lifetime = { blockhash: blockhash('11111111111111111111111111111111'), lastValidBlockHeight: 0n };

export const isSol = (asset: DistributionAsset) => asset.tokenProgram === null;

/** The runtime's compute unit limit for a transaction that sets none: 200,000 per program instruction, at most 1.4M. */
const DEFAULT_UNITS_PER_INSTRUCTION = 200_000;
const MAX_UNITS = 1_400_000;
/** Token groups are two program instructions (create-if-missing, transfer). */
const INSTRUCTIONS_PER_TOKEN_GROUP = 2;

export function distributionBudget(asset: DistributionAsset, prioritySol: number): ComputeBudget {
  if (isSol(asset)) return computeBudget(prioritySol, UNITS_PER_SOL_TRANSFER);
  const explicit = computeBudget(prioritySol, UNITS_PER_TOKEN_TRANSFER);
  const priorityLamports = BigInt(Math.round(prioritySol * Number(LAMPORTS_PER_SOL)));
  // From 4 transfers on, the runtime's default limit is the 1.4M cap, far above what they use: the
  // limit instruction is left out and the price set against the cap, so the same priority fee is
  // paid and the 8 bytes saved make room for a 10th transfer with its new token account.
  const atDefault = (groups: number) => priorityLamports > 0n && groups * INSTRUCTIONS_PER_TOKEN_GROUP * DEFAULT_UNITS_PER_INSTRUCTION >= MAX_UNITS;
  const microLamports = (priorityLamports * 1_000_000n) / BigInt(MAX_UNITS);
  return {
    preamble: (groups) => (atDefault(groups) ? [getSetComputeUnitPriceInstruction({ microLamports })] : explicit.preamble(groups)),
    feeOf: (signatures, groups) =>
      atDefault(groups)
        ? SIGNATURE_FEE * BigInt(signatures) + (BigInt(MAX_UNITS) * microLamports + 999_999n) / 1_000_000n
        : explicit.feeOf(signatures, groups),
  };
}

/**
 * Token-2022 mint extensions whose token accounts refuse a Transfer that does not name the mint:
 * the token program checks the source account's withheld fee, hook and pause state against it.
 */
const MINT_REQUIRED_BY = ['TransferFeeConfig', 'TransferHook', 'PausableConfig'];

export const SOL_ASSET: DistributionAsset = { mint: 'SOL', decimals: SOL_DECIMALS, tokenProgram: null, checked: false };

export function tokenAsset(mint: MintInfo): DistributionAsset {
  return {
    mint: mint.address,
    decimals: mint.decimals,
    tokenProgram: mint.programId,
    checked: mint.extensions.some((e) => MINT_REQUIRED_BY.includes(e)),
  };
}

/**
 * Create-if-missing + the transfer. Transfer (3 accounts, no decimals byte) is 2 bytes a
 * recipient smaller than TransferChecked, which makes room for a 10th recipient with its new
 * account in a transaction, for a classic token and for a Token-2022 one alike (the amount is in
 * base units and the token program checks both accounts hold the same mint). Mints whose
 * extensions require it keep TransferChecked.
 */
async function tokenGroup(asset: DistributionAsset, payer: TransactionSigner, source: Address, to: Address, amount: bigint): Promise<Instruction[]> {
  const mint = address(asset.mint);
  const tokenProgram = address(asset.tokenProgram!);
  const destination = await associatedTokenAddress(to, mint, tokenProgram);
  const programAddress = tokenProgram;
  return [
    getCreateAssociatedTokenIdempotentInstruction({ payer, ata: destination, owner: to, mint, tokenProgram }),
    asset.checked
      ? getTransferCheckedInstruction({ source, mint, destination, authority: payer, amount, decimals: asset.decimals }, { programAddress })
      : getTransferInstruction({ source, destination, authority: payer, amount }, { programAddress }),
  ];
}

/** Recipients turned into instructions between two turns of the event loop (10,000 take seconds). */
const GROUPS_PER_SLICE = 250;

export async function transferGroups(asset: DistributionAsset, source: string, transfers: readonly Transfer[]): Promise<Instruction[][]> {
  const from = address(source);
  let group: (t: Transfer) => Instruction[] | Promise<Instruction[]>;
  if (isSol(asset)) group = (t) => solTransferInstructions({ from, to: address(t.address), lamports: t.amount });
  else {
    // The source's account is the same for every recipient: derived once (derivations are most of the packing's cost).
    const sourceAccount = await associatedTokenAddress(from, address(asset.mint), address(asset.tokenProgram!));
    const payer = createNoopSigner(from);
    group = (t) => tokenGroup(asset, payer, sourceAccount, address(t.address), t.amount);
  }
  const groups: Instruction[][] = [];
  for (let i = 0; i < transfers.length; i += GROUPS_PER_SLICE) {
    if (i > 0) await nextTurn();
    groups.push(...(await Promise.all(transfers.slice(i, i + GROUPS_PER_SLICE).map(group))));
  }
  return groups;
}

/**
 * Indices of the groups each transaction carries: consecutive, each transaction as full as the
 * size limit allows (what packGroups answers). A distribution's groups are alike, so each
 * transaction starts from the previous one's count and is checked with two sizings (it fits, one
 * more does not) instead of sizing every prefix, which cost ~11 message compilations per
 * transaction and was the job's largest CPU cost. A message only grows with each group, so both
 * answer the same batches.
 */
export const packTransfers = (groups: Instruction[][], feePayer: string, budget: ComputeBudget): number[][] =>
  runToEnd(packingSteps(groups, feePayer, budget));

/** Transactions sized between two turns of the event loop (each costs two message compilations). */
const TRANSACTIONS_PER_SLICE = 10;

/** The same packing in slices, so a dry run of 10,000 recipients does not hold up other requests. */
export const packTransfersInSlices = (groups: Instruction[][], feePayer: string, budget: ComputeBudget): Promise<number[][]> =>
  runInSlices(packingSteps(groups, feePayer, budget), TRANSACTIONS_PER_SLICE);

/** The packing, one step per transaction. */
function* packingSteps(groups: Instruction[][], feePayer: string, budget: ComputeBudget): Generator<void, number[][]> {
  const options = { feePayer: address(feePayer), lifetime: SIZING_LIFETIME, preamble: budget.preamble };
  const fits = (start: number, count: number) => messageSize(groups.slice(start, start + count), options) <= TRANSACTION_SIZE_LIMIT;
  const batches: number[][] = [];
  let count = 1;
  for (let start = 0; start < groups.length; start += count) {
    yield;
    const left = groups.length - start;
    count = Math.min(count, left);
    while (count > 1 && !fits(start, count)) count--;
    if (count === 1 && !fits(start, 1)) throw new TransferTooLargeError(`Transfer ${start + 1} alone does not fit in one transaction`);
    while (count < left && fits(start, count + 1)) count++;
    batches.push(Array.from({ length: count }, (_, i) => start + i));
  }
  return batches;
}

export function transferMessage(groups: Instruction[][], feePayer: Address, budget: ComputeBudget, lifetime: Lifetime) {
  return composeMessage(groups, { feePayer, lifetime, preamble: budget.preamble });
}
