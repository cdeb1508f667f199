/**
 * The one error handler (STYLE.md habit 8). Every error leaves as `{ success: false, message }`.
 * Client errors (< 500) show their message; validation errors show the first issue's message
 * (the spec's text); anything else is logged and shown as a generic 500.
 */
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from '../lib/errors.ts';

export const HTTP_TEXTS = {
  malformedJson: 'The request body is not valid JSON',
  tooLarge: 'The request body is too large',
  notFound: 'Not found',
  internal: 'Something went wrong on our side, please try again',
  rateLimited: 'Too many requests, please wait a minute and try again',
  invalidRequest: 'The request is not valid',
} as const;

const BODY_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, HTTP_TEXTS.malformedJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, HTTP_TEXTS.malformedJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, HTTP_TEXTS.tooLarge],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, HTTP_TEXTS.invalidRequest],
};

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.code(400).send({ success: false, message: error.validation[0]?.message ?? HTTP_TEXTS.invalidRequest });
      }
      if (isAppError(error)) {
        if (error.statusCode >= 500 && error.code !== 'NOT_IMPLEMENTED') request.log.error({ err: error }, error.message);
        return reply.code(error.statusCode).send({ success: false, message: error.message });
      }
      const known = error.code ? BODY_ERRORS[error.code] : undefined;
      if (known) return reply.code(known[0]).send({ success: false, message: known[1] });
      if (error instanceof SyntaxError) return reply.code(400).send({ success: false, message: HTTP_TEXTS.malformedJson });

      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
      if (status < 500) {
        if (status === 429) return reply.code(429).send({ success: false, message: HTTP_TEXTS.rateLimited });
        return reply.code(status).send({ success: false, message: error.message || HTTP_TEXTS.invalidRequest });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ success: false, message: HTTP_TEXTS.internal });
    });
  },
  { name: 'error-handler' },
);
