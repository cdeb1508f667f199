/**
 * A metadata update needs no server signature, so a wallet may sign it and send it to the chain
 * itself without ever posting it back: its row stays 'built' although the mint now points at the
 * document it published, and that row's context is the only record of that document. So before
 * expired built rows go, each metadata update is checked against the chain: while the mint's
 * uri is still its document, the row stays (it keeps the document and its images referenced)
 * and the owner's list entry is brought up to date once. When the chain cannot be asked, the row
 * stays too and is asked about again on the next run. Once the mint points elsewhere (a later
 * update) or is gone, the row is an ordinary dead one.
 */
import { readMints } from '@toolkit/chain';
import { and, eq, lt, ne, or, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.ts';
import { managedTokens, pendingTransactions } from '../../db/schema.ts';
import { forgetManagedTokens, TOKEN_UPDATE_METADATA_KIND } from '../tokens/index.ts';
import { fileNamesIn } from './file-references.ts';

/**
 * The Token-2022 metadata uri of each mint on the cluster at `rpcUrl`, aligned with `mints`
 * (null: no such mint, or no metadata). Throws when the chain cannot be asked.
 */
export type ReadMetadataUris = (rpcUrl: string, mints: string[]) => Promise<Array<string | null>>;

/** A slow RPC must not hold the whole run: past this, the chain counts as unreachable. */
const CHAIN_READ_TIMEOUT_MS = 15_000;

/** Reads uris through the app's RPCs (a URL that is not one of the operator's goes through the outbound guard). */
export function chainMetadataUris(app: FastifyInstance): ReadMetadataUris {
  return async (rpcUrl, mints) => {
    const rpc = app.clusters.rpcAt(rpcUrl);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('chain read timed out')), CHAIN_READ_TIMEOUT_MS);
      timer.unref();
    });
    try {
      const infos = await Promise.race([readMints(rpc, mints), timeout]);
      return infos.map((m) => m?.metadata?.uri ?? null);
    } finally {
      clearTimeout(timer);
    }
  };
}

interface UpdateContext {
  mint?: unknown;
  name?: unknown;
  symbol?: unknown;
  metadataUrl?: unknown;
  imageUrl?: unknown;
}

/** Does the uri on chain name the same stored document (by file name: PUBLIC_URL may have changed)? */
function pointsAt(onChainUri: string, documentUrl: string): boolean {
  const [name] = fileNamesIn(documentUrl);
  return name ? fileNamesIn(onChainUri).includes(name) : onChainUri === documentUrl;
}

/**
 * Ids of expired 'built' metadata updates that must stay: their document is what the mint points
 * at, or the chain could not say. Without `read`, every such row stays (nothing is known).
 */
export async function metadataUpdatesToKeep(db: Db, olderThan: Date, read?: ReadMetadataUris): Promise<string[]> {
  const rows = await db
    .select({
      id: pendingTransactions.id,
      userId: pendingTransactions.userId,
      rpcUrl: pendingTransactions.rpcUrl,
      context: pendingTransactions.context,
    })
    .from(pendingTransactions)
    .where(
      and(
        eq(pendingTransactions.status, 'built'),
        eq(pendingTransactions.kind, TOKEN_UPDATE_METADATA_KIND),
        lt(pendingTransactions.createdAt, olderThan),
      ),
    );
  const candidates = rows.filter((r) => {
    const c = r.context as UpdateContext;
    return typeof c.mint === 'string' && typeof c.metadataUrl === 'string';
  });
  if (!read) return candidates.map((r) => r.id);

  const keep: string[] = [];
  const byCluster = new Map<string, typeof candidates>();
  for (const r of candidates) byCluster.set(r.rpcUrl, [...(byCluster.get(r.rpcUrl) ?? []), r]);
  for (const [rpcUrl, group] of byCluster) {
    let uris: Array<string | null>;
    try {
      uris = await read(
        rpcUrl,
        group.map((r) => (r.context as UpdateContext).mint as string),
      );
    } catch {
      keep.push(...group.map((r) => r.id));
      continue;
    }
    for (const [i, row] of group.entries()) {
      const c = row.context as UpdateContext;
      const uri = uris[i];
      if (!uri || !pointsAt(uri, c.metadataUrl as string)) continue;
      keep.push(row.id);
      await refreshListEntry(db, row.userId, c);
    }
  }
  return keep;
}

/**
 * What `afterConfirm` of the update would have written, done once: only while the entry does not
 * yet hold this document, so a later hand edit of the name is not overwritten every run.
 */
async function refreshListEntry(db: Db, userId: string, c: UpdateContext) {
  const metadataUrl = c.metadataUrl as string;
  await db
    .update(managedTokens)
    .set({
      ...(typeof c.name === 'string' ? { name: c.name } : {}),
      ...(typeof c.symbol === 'string' ? { symbol: c.symbol } : {}),
      metadataUrl,
      ...(typeof c.imageUrl === 'string' && c.imageUrl ? { imageUrl: c.imageUrl } : {}),
    })
    .where(
      and(
        eq(managedTokens.userId, userId),
        eq(managedTokens.address, c.mint as string),
        or(isNull(managedTokens.metadataUrl), ne(managedTokens.metadataUrl, metadataUrl)),
      ),
    );
  forgetManagedTokens(db, userId);
}
