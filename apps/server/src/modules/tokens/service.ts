/**
 * The user's managed token list (the dashboard's "Manage Token" dialog). Every query is scoped to
 * the owner: another user's token is indistinguishable from a missing one (404).
 */
import { and, eq } from 'drizzle-orm';
import type { AddTokenRequest, ManagedToken, PageQuery, UpdateTokenRequest } from '@toolkit/shared';
import type { Db } from '../../db/index.ts';
import { managedTokens } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { isRecordId } from '../../lib/ids.ts';
import { creationKeyset, pageOf, type Page } from '../../lib/pagination.ts';
import { forgetManagedTokens, managedListCache } from './list-cache.ts';

type Row = typeof managedTokens.$inferSelect;

export const tokenView = (row: Row): ManagedToken => ({
  _id: row.id,
  name: row.name,
  symbol: row.symbol,
  decimals: row.decimals,
  address: row.address,
  ...(row.imageUrl ? { imageURL: row.imageUrl } : {}),
  ...(row.metadataUrl ? { metaDataURL: row.metadataUrl } : {}),
  createdAt: row.createdAt.toISOString(),
});

const isUniqueViolation = (e: unknown): boolean => {
  for (let c: unknown = e; c; c = (c as { cause?: unknown }).cause) if ((c as { code?: string }).code === '23505') return true;
  return false;
};

export function createTokenService(db: Db) {
  const owned = (userId: string, id: string) => and(eq(managedTokens.userId, userId), eq(managedTokens.id, id));
  const cache = managedListCache(db);

  return {
    async list(userId: string, page: PageQuery): Promise<Page<ManagedToken>> {
      const key = `${page.limit}|${page.cursor ?? ''}`;
      const cached = cache.get(userId, key);
      if (cached) return cached;
      const keyset = creationKeyset(managedTokens, 'desc', page.cursor);
      const rows = await db
        .select({ row: managedTokens, position: keyset.position })
        .from(managedTokens)
        .where(and(eq(managedTokens.userId, userId), keyset.after))
        .orderBy(...keyset.orderBy)
        .limit(page.limit + 1);
      const read = pageOf(
        rows,
        page.limit,
        (r) => r.position,
        (r) => tokenView(r.row),
      );
      cache.set(userId, key, read);
      return read;
    },

    async get(userId: string, id: string): Promise<ManagedToken> {
      if (!isRecordId(id)) throw new AppError('TOKEN_NOT_FOUND');
      const [row] = await db.select().from(managedTokens).where(owned(userId, id));
      if (!row) throw new AppError('TOKEN_NOT_FOUND');
      return tokenView(row);
    },

    async add(userId: string, body: AddTokenRequest): Promise<ManagedToken> {
      try {
        const [row] = await db
          .insert(managedTokens)
          .values({
            userId,
            name: body.name,
            symbol: body.symbol,
            decimals: body.decimals,
            address: body.address,
            hasMetadata: body.hasMetadata ?? false,
            imageUrl: body.imageURL ?? null,
            metadataUrl: body.metaDataURL ?? null,
          })
          .returning();
        forgetManagedTokens(db, userId);
        return tokenView(row!);
      } catch (e) {
        if (isUniqueViolation(e)) throw new AppError('TOKEN_ALREADY_LISTED');
        throw e;
      }
    },

    async update(userId: string, id: string, body: UpdateTokenRequest): Promise<ManagedToken> {
      if (!isRecordId(id)) throw new AppError('TOKEN_NOT_FOUND');
      const changes: Partial<typeof managedTokens.$inferInsert> = {};
      if (body.name !== undefined) changes.name = body.name;
      if (body.symbol !== undefined) changes.symbol = body.symbol;
      if (body.decimals !== undefined) changes.decimals = body.decimals;
      if (body.address !== undefined) changes.address = body.address;
      if (body.hasMetadata !== undefined) changes.hasMetadata = body.hasMetadata;
      if (body.hasMetadata === false) {
        // Unticking the checkbox drops the URLs it asked for.
        changes.imageUrl = null;
        changes.metadataUrl = null;
      }
      if (body.imageURL !== undefined) changes.imageUrl = body.imageURL;
      if (body.metaDataURL !== undefined) changes.metadataUrl = body.metaDataURL;
      if (Object.keys(changes).length === 0) return this.get(userId, id);
      try {
        const [row] = await db.update(managedTokens).set(changes).where(owned(userId, id)).returning();
        forgetManagedTokens(db, userId);
        if (!row) throw new AppError('TOKEN_NOT_FOUND');
        return tokenView(row);
      } catch (e) {
        if (isUniqueViolation(e)) throw new AppError('TOKEN_ALREADY_LISTED');
        throw e;
      }
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!isRecordId(id)) throw new AppError('TOKEN_NOT_FOUND');
      const [row] = await db.delete(managedTokens).where(owned(userId, id)).returning({ id: managedTokens.id });
      forgetManagedTokens(db, userId);
      if (!row) throw new AppError('TOKEN_NOT_FOUND');
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
