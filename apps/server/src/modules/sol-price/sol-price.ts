/**
 * SOL's price in USD, for every figure the app shows in rupees or dollars. On devnet and mainnet
 * (and a custom RPC that serves it) it is Pyth's SOL/USD price account, read through the user's
 * cluster. On the local chain no oracle runs: the price is the configured one (`SOL_PRICE_USD`),
 * and it says so, as it does whenever the oracle's answer is missing, foreign or stale.
 */
import { getBase64Encoder, type Rpc, type SolanaRpcApi } from '@solana/kit';
import type { FastifyInstance } from 'fastify';
import type { ClusterChoice } from '../../plugins/rpc.ts';
import { decodePriceUpdate, PYTH_RECEIVER_PROGRAM, PYTH_SOL_USD_ACCOUNT, PYTH_SOL_USD_FEED_ID, usdOf } from './pyth-price-update.ts';

export type SolPriceSource = 'pyth' | 'configured';

export interface SolPrice {
  usd: number;
  source: SolPriceSource;
  /** When the oracle published it (ISO); null for the configured price. */
  publishedAt: string | null;
}

/** An oracle price older than this is not shown as current. */
const MAX_AGE_SECONDS = 300;
/** One read per cluster for this long: every pool list and market view asks. */
const CACHE_MS = 15_000;

const base64 = getBase64Encoder();

/** The oracle's SOL/USD from the price account as the RPC returned it, or null when it cannot be trusted as current. */
export function oraclePrice(account: { owner: string; data: Uint8Array } | null, nowSeconds: number): { usd: number; publishedAt: string } | null {
  if (!account || account.owner !== PYTH_RECEIVER_PROGRAM) return null;
  const price = decodePriceUpdate(account.data);
  if (!price || price.feedId !== PYTH_SOL_USD_FEED_ID || price.price <= 0n) return null;
  if (nowSeconds - price.publishTime > MAX_AGE_SECONDS) return null;
  return { usd: usdOf(price), publishedAt: new Date(price.publishTime * 1000).toISOString() };
}

/** Reads the SOL/USD price account; null when the cluster has none (the local chain) or cannot be reached. */
export async function readOraclePrice(rpc: Rpc<SolanaRpcApi>): Promise<{ usd: number; publishedAt: string } | null> {
  try {
    const { value } = await rpc.getAccountInfo(PYTH_SOL_USD_ACCOUNT, { encoding: 'base64', commitment: 'confirmed' }).send();
    if (!value) return null;
    return oraclePrice({ owner: value.owner, data: new Uint8Array(base64.encode(value.data[0])) }, Date.now() / 1000);
  } catch {
    return null;
  }
}

export function createSolPrice(app: FastifyInstance) {
  const cache = new Map<string, { at: number; price: Promise<SolPrice> }>();
  const configured = (): SolPrice => ({ usd: app.config.solPriceUsd, source: 'configured', publishedAt: null });

  function at(choice: Pick<ClusterChoice, 'network' | 'rpcUrl'>, rpc: Rpc<SolanaRpcApi>): Promise<SolPrice> {
    if (choice.network === 'local') return Promise.resolve(configured());
    const cached = cache.get(choice.rpcUrl);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.price;
    const price = readOraclePrice(rpc).then((p): SolPrice => (p ? { ...p, source: 'pyth' } : configured()));
    cache.set(choice.rpcUrl, { at: Date.now(), price });
    return price;
  }

  return {
    /** SOL's price on a cluster. */
    at,
    /** SOL's price on the cluster a user (or, signed out, the server's default) works on. */
    async forUser(userId: string | null): Promise<SolPrice> {
      const { choice, rpc } = await app.clusters.rpcFor(userId);
      return at(choice, rpc);
    },
  };
}
export type SolPrices = ReturnType<typeof createSolPrice>;
