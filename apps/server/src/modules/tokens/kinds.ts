/**
 * The token module's transaction kinds. A creation that lands puts the token in its creator's
 * list (with its image and metadata URLs); a metadata update that lands refreshes that entry.
 */
import { address } from '@solana/kit';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { managedTokens } from '../../db/schema.ts';
import { hasErrorCode } from '../../lib/errors.ts';
import { TOKEN_AUTHORITY_KIND } from './authority.ts';
import { createContextSchema, TOKEN_CREATE_KIND } from './create-token.ts';
import { defineKind } from '../transactions/index.ts';
import { forgetManagedTokens } from './list-cache.ts';
import { EXTENSION_KINDS } from './extension-management.ts';
import { createTokenService } from './service.ts';
import { SUPPLY_KINDS } from './supply.ts';
import { TOKEN_UPDATE_METADATA_KIND, updateMetadataContextSchema } from './update-metadata.ts';

export function registerTokenKinds(app: FastifyInstance) {
  const tokens = createTokenService(app.db);
  app.transactions.registerKind(
    TOKEN_CREATE_KIND,
    defineKind({
      context: createContextSchema,
      async afterConfirm(p) {
        const c = p.context;
        try {
          await tokens.add(p.userId, {
            name: c.name,
            symbol: c.symbol,
            decimals: c.decimals,
            address: address(c.mint),
            hasMetadata: true,
            imageURL: c.imageUrl ?? undefined,
            metaDataURL: c.metadataUrl,
          });
        } catch (e) {
          // Already listed (the user added it by hand meanwhile): nothing to record.
          if (!hasErrorCode(e, 'TOKEN_ALREADY_LISTED')) throw e;
        }
      },
    }),
  );
  app.transactions.registerKind(
    TOKEN_UPDATE_METADATA_KIND,
    defineKind({
      context: updateMetadataContextSchema,
      async afterConfirm(p) {
        const c = p.context;
        await app.db
          .update(managedTokens)
          .set({ name: c.name, symbol: c.symbol, metadataUrl: c.metadataUrl, ...(c.imageUrl ? { imageUrl: c.imageUrl } : {}) })
          .where(and(eq(managedTokens.userId, p.userId), eq(managedTokens.address, c.mint)));
        forgetManagedTokens(app.db, p.userId);
      },
    }),
  );
  for (const kind of [...Object.values(SUPPLY_KINDS), ...Object.values(EXTENSION_KINDS), TOKEN_AUTHORITY_KIND])
    app.transactions.registerKind(kind, {});
}
