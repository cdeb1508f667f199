import { fileOperations as ops } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { FILE_CONTENT_TYPES } from './file-store.ts';

/**
 * GET /api/files/:name — token images and metadata JSON, public. Wallets and explorers on other
 * origins load them, so they are readable cross-origin; nosniff and a fixed content type keep a
 * browser from treating them as anything else, and files never change, so they cache for a year.
 *
 * Declared by its contract like every route, but mounted with `app.route`: it answers raw bytes,
 * not the JSON envelope `registerOperation` serializes.
 */
export const fileRoutes: FastifyPluginAsync = async (app) => {
  const op = ops.get;
  app.route<{ Params: { name: string } }>({
    method: op.method,
    url: op.path,
    schema: {
      tags: [op.tag],
      summary: op.summary,
      params: op.params,
      produces: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/json'],
    },
    handler: async (request, reply) => {
      const bytes = await app.files.get(request.params.name);
      if (!bytes) throw new AppError('FILE_NOT_FOUND');
      const ext = request.params.name.split('.').pop()!;
      return reply
        .header('content-type', FILE_CONTENT_TYPES[ext]!)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('access-control-allow-origin', '*')
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(Buffer.from(bytes) as never);
    },
  });
};
