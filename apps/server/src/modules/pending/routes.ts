import { errorResponseSchema } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { PENDING_PATHS, pendingMessage } from './features.ts';

/**
 * The 501 answers. Bodies are not parsed as anything in particular (any content type is
 * accepted and ignored, multipart included), and the session is checked first, as the real
 * routes will.
 */
export const pendingRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  // Nothing here reads a body; Node discards the unread stream once the answer is sent.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  app.addHook('preHandler', app.authenticate);
  for (const path of PENDING_PATHS) {
    app.route({
      method: path.method,
      url: path.url,
      schema: {
        tags: ['not yet available'],
        summary: pendingMessage(path),
        security: [{ bearer: [] }],
        response: { 401: errorResponseSchema, 501: errorResponseSchema },
      },
      handler: async () => {
        throw new AppError('NOT_IMPLEMENTED', pendingMessage(path));
      },
    });
  }
};
