/**
 * Every token account of a mint, owner and amount only (a 40-byte dataSlice), for a holder
 * snapshot. Read page by page with getProgramAccountsV2 where the RPC offers it (the local chain,
 * Helius), because one getProgramAccounts is capped by every provider (the local chain returns at
 * most 10,000 accounts); an RPC without it gets the single getProgramAccounts of old. A scan the
 * RPC refuses is said plainly (HOLDER_SNAPSHOT_REFUSED with the RPC's own words), not as a network
 * that did not answer; a rate limit with a stated wait is waited out.
 */
import {
  address,
  isSolanaError,
  type Base58EncodedBytes,
  SOLANA_ERROR__JSON_RPC__METHOD_NOT_FOUND,
  SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR,
  type Rpc,
  type SolanaRpcApi,
} from '@solana/kit';
import type { MintInfo } from '@toolkit/chain';
import { AppError } from '../../lib/errors.ts';
import { rpcFailureKind } from '../../lib/rpc-failure.ts';

export interface HolderAccount {
  pubkey: string;
  /** base64 of the owner (32 bytes) and the amount (u64 little-endian). */
  data: string;
}

/** Accounts per page: the most getProgramAccountsV2 returns. */
const PAGE = 10_000;
/** Waits for a rate limit, in all, before the snapshot gives up. */
const MAX_RATE_LIMIT_WAIT_MS = 60_000;
/** HTTP answers by which providers refuse a scan rather than fail to answer it. */
const REFUSING_STATUSES = new Set([403, 410, 413, 429]);

interface Page {
  accounts: Array<{ pubkey: string; account: { data: [string, string] } }>;
  paginationKey: string | null;
}
interface PagedRpc {
  getProgramAccountsV2(program: string, config: object): { send(): Promise<Page> };
}

export async function holderAccounts(rpc: Rpc<SolanaRpcApi>, mint: Pick<MintInfo, 'address' | 'programId'>): Promise<HolderAccount[]> {
  // A token account starts with its mint; owner (32 bytes) and amount (8) follow.
  const memcmp = { bytes: mint.address as Base58EncodedBytes, encoding: 'base58' } as const;
  const config = { encoding: 'base64', commitment: 'confirmed', dataSlice: { offset: 32, length: 40 } } as const;
  const out: HolderAccount[] = [];
  let waited = 0;
  let paginationKey: string | null = null;
  try {
    do {
      try {
        const page: Page = await (rpc as unknown as PagedRpc)
          // Plain numbers: kit writes bigints only in the requests of methods it knows.
          .getProgramAccountsV2(mint.programId, {
            ...config,
            filters: [{ memcmp: { ...memcmp, offset: 0 } }],
            limit: PAGE,
            ...(paginationKey ? { paginationKey } : {}),
          })
          .send();
        for (const { pubkey, account } of page.accounts) out.push({ pubkey, data: account.data[0] });
        paginationKey = page.paginationKey;
      } catch (e) {
        const wait = retryAfterMs(e);
        if (wait === null || waited + wait > MAX_RATE_LIMIT_WAIT_MS) throw e;
        waited += wait;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    } while (paginationKey);
    return out;
  } catch (e) {
    if (!(isSolanaError(e) && e.context.__code === SOLANA_ERROR__JSON_RPC__METHOD_NOT_FOUND)) throw refusal(e);
  }
  try {
    const accounts = await rpc.getProgramAccounts(address(mint.programId), { ...config, filters: [{ memcmp: { ...memcmp, offset: 0n } }] }).send();
    return accounts.map(({ pubkey, account }) => ({ pubkey, data: account.data[0] }));
  } catch (e) {
    throw refusal(e);
  }
}

/** The wait a rate-limited scan is told to take (the local chain's -32005 says `retryAfterMs`). */
function retryAfterMs(e: unknown): number | null {
  if (!isSolanaError(e)) return null;
  const wait = (e.context as { retryAfterMs?: unknown }).retryAfterMs;
  return typeof wait === 'number' && wait >= 0 ? wait : null;
}

/** A scan the RPC answered with a refusal, in its own words; anything else as it was. */
function refusal(e: unknown): unknown {
  const kind = rpcFailureKind(e);
  if (!isSolanaError(e) || kind === null) return e;
  const status = (e.context as { statusCode?: number }).statusCode;
  const refused =
    kind === 'refused' || (e.context.__code === SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR && status !== undefined && REFUSING_STATUSES.has(status));
  if (!refused) return e;
  const answer =
    kind === 'refused'
      ? `${String(e.context.__code)}: ${String((e.context as { __serverMessage?: string }).__serverMessage ?? e.message)}`
      : `HTTP ${status}`;
  return new AppError('HOLDER_SNAPSHOT_REFUSED', { context: { answer }, cause: e });
}
