import { errorResponseSchema } from '@toolkit/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { FILE_CONTENT_TYPES } from './file-store.ts';

/**
 * GET /api/files/:name — token images and metadata JSON, public. Wallets and explorers on other
 * origins load them (the parent registers filesPlugin, which provides app.files), so they are readable cross-origin; nosniff and a fixed content type keep a
 * browser from treating them as anything else, and files never change, so they cache for a year.
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/files/:name', {
    schema: {
      tags: ['files'],
      params: z.object({ name: z.string().max(64) }),
      response: { 404: errorResponseSchema },
      produces: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/json'],
    },
    handler: async (request, reply) => {
      const bytes = await app.files.get(request.params.name);
      if (!bytes) throw new AppError('NOT_FOUND', 'File not found');
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
