/**
 * A holder snapshot of any mint on the user's cluster: every token account of the mint
 * (owner and amount only, paged: ./holder-accounts.ts), summed per owner. Left out: pool
 * vaults (the AMM's authority owns every program pool's; server-held pools of earlier versions: the pools table), LP locks (the pool's lock account, owned by the pool authority like
 * its vaults), the burn address, the sender, empty accounts, and holders under the minimum balance.
 */
import { getAddressDecoder, getBase64Encoder, getU64Decoder, type Rpc, type SolanaRpcApi } from '@solana/kit';
import { cpmmAuthorities, readMints, type MintInfo } from '@toolkit/chain';
import { formatAmount, parseAmount, TEXTS } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { pools } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { userTransactionContext } from '../transactions/index.ts';
import { holderAccounts } from './holder-accounts.ts';

/** Tokens sent here are gone for good (Solana's incinerator). */
export const BURN_ADDRESS = '1nc1nerator11111111111111111111111111111111';

export interface Holder {
  owner: string;
  /** Base units of the snapshot mint. */
  amount: bigint;
}

export interface Snapshot {
  mint: MintInfo;
  holders: Holder[];
}

/** A token account of a mint: its address, its owner and its amount. */
export interface MintAccount {
  account: string;
  owner: string;
  amount: bigint;
}

/** Every non-empty token account of `mint` (owned by `programId`), owner and amount only, read page by page (holderAccounts). */
export async function mintAccounts(rpc: Rpc<SolanaRpcApi>, mint: string, programId: string): Promise<MintAccount[]> {
  const b64 = getBase64Encoder();
  const owners = getAddressDecoder();
  const u64 = getU64Decoder();
  const out: MintAccount[] = [];
  for (const { pubkey, data } of await holderAccounts(rpc, { address: mint, programId })) {
    const bytes = b64.encode(data);
    if (bytes.length < 40) continue;
    const amount = u64.decode(bytes.slice(32, 40));
    if (amount > 0n) out.push({ account: pubkey, owner: owners.decode(bytes.slice(0, 32)), amount });
  }
  return out;
}

export async function takeSnapshot(app: FastifyInstance, userId: string, mintAddress: string, leaveOut: string[] = []): Promise<Snapshot> {
  const { rpc } = await userTransactionContext(app, userId);
  const [mint] = await readMints(rpc, [mintAddress]);
  if (!mint) throw new AppError('DISTRIBUTION_UNKNOWN_TOKEN', { field: 'mint' });
  const vaults = await app.db.select({ pool: pools.address, base: pools.baseVault, quote: pools.quoteVault }).from(pools);
  const excludedAccounts = new Set(vaults.flatMap((v) => [v.base, v.quote]));
  const excludedOwners = new Set([BURN_ADDRESS, ...vaults.map((v) => v.pool), ...(await cpmmAuthorities()), ...leaveOut]);

  const sums = new Map<string, bigint>();
  for (const { account, owner, amount } of await mintAccounts(rpc, mint.address, mint.programId)) {
    if (excludedAccounts.has(account) || excludedOwners.has(owner)) continue;
    sums.set(owner, (sums.get(owner) ?? 0n) + amount);
  }
  const holders = [...sums].map(([owner, amount]) => ({ owner, amount })).sort((a, b) => (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0));
  return { mint, holders };
}

/** Holders at or above `minBalance` (whole tokens of the snapshot mint). */
export function atLeast(snapshot: Snapshot, minBalance: string | undefined): Holder[] {
  if (!minBalance) return snapshot.holders;
  let min: bigint;
  try {
    min = parseAmount(minBalance, snapshot.mint.decimals);
  } catch {
    throw new AppError('VALIDATION_FAILED', { message: TEXTS.amountNotNumber, field: 'minBalance' });
  }
  return snapshot.holders.filter((h) => h.amount >= min);
}

/**
 * Recipients as CSV text: `total` shared pro rata to the holdings (rounded down, so the sum never
 * exceeds it; holders whose share rounds to 0 are left out), or `each` to every holder. Amounts
 * in whole tokens of the distributed asset (`decimals`).
 */
export function splitToCsv(
  holders: Holder[],
  split: { type: 'pro-rata'; total: bigint } | { type: 'fixed'; each: bigint },
  decimals: number,
): string {
  const held = holders.reduce((s, h) => s + h.amount, 0n);
  const lines = holders
    .map((h) => ({ owner: h.owner, amount: split.type === 'fixed' ? split.each : held ? (split.total * h.amount) / held : 0n }))
    .filter((r) => r.amount > 0n)
    .map((r) => `${r.owner},${formatAmount(r.amount, decimals)}`);
  return ['address,amount', ...lines].join('\n') + '\n';
}

/** The holders CSV download: owner, amount (whole tokens). */
export function holdersCsv(snapshot: Snapshot): string {
  return ['owner,amount', ...snapshot.holders.map((h) => `${h.owner},${formatAmount(h.amount, snapshot.mint.decimals)}`)].join('\n') + '\n';
}
