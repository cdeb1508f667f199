/**
 * What a token page's HTML says before the app's script runs (preview-html.ts), read on the
 * server's default cluster: link crawlers carry no user. It never holds a page up: a token that is
 * not found, or not read in time, gets the plain app shell, and answers are kept a minute.
 */
import { readMint } from '@toolkit/chain';
import { isAddress } from '@solana/kit';
import { shortenAddress } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import { createProgramPools, mintPrices, solPriceInr } from '../liquidity/index.ts';
import { readTokenDocument } from '../tokens/index.ts';
import type { TokenPreview } from './preview-html.ts';

const READ_BUDGET_MS = 1_500;
const KEEP_MS = 60_000;
const MAX_KEPT = 1_000;

export function createTokenPreviews(app: FastifyInstance) {
  const pools = createProgramPools(app);
  const kept = new Map<string, { at: number; preview: Promise<TokenPreview | null> }>();

  async function read(mint: string): Promise<TokenPreview | null> {
    const { rpcUrl } = app.clusters.defaultChoice();
    const info = await readMint(app.clusters.rpcAt(rpcUrl), mint);
    if (!info) return null;
    const checked = await readTokenDocument(app, info.metadata?.uri);
    const document = checked?.document ?? null;
    const image = typeof document?.image === 'string' && /^https?:\/\//.test(document.image) ? document.image : null;
    const own = image ? app.files.nameOf(image) : null;
    // The price of its deepest SOL pool, as the page shows it; a token without one has none.
    const where = await pools.forUser(null);
    const priced = await pools
      .all(where, mint)
      .then(async (found) => mintPrices(found, [mint], await solPriceInr(app, where))[mint]?.priceSol ?? null)
      .catch(() => null);
    return {
      mint,
      // Named as the page names it (token-info.ts), so the header reads the same before and after the app renders.
      name: info.metadata?.name || (typeof document?.name === 'string' ? document.name : shortenAddress(mint)),
      symbol: info.metadata?.symbol || (typeof document?.symbol === 'string' ? document.symbol : ''),
      image,
      pageImage: own ? new URL(image!).pathname : image,
      priceSol: priced,
    };
  }

  return {
    /** The token's preview, or null (not a mint, not found, or not read within the budget). */
    async of(mint: string): Promise<TokenPreview | null> {
      if (!isAddress(mint)) return null;
      let entry = kept.get(mint);
      if (!entry || Date.now() - entry.at > KEEP_MS) {
        if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
        entry = { at: Date.now(), preview: read(mint).catch(() => null) };
        kept.set(mint, entry);
      }
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), READ_BUDGET_MS)));
      try {
        return await Promise.race([entry.preview, late]);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
export type TokenPreviews = ReturnType<typeof createTokenPreviews>;
