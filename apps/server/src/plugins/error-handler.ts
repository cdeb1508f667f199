/**
 * The one error handler (STYLE.md habit 8). Every error leaves as
 * `{ success: false, code, message }` (+ `field` for validation errors), codes from the shared
 * table. Client errors (< 500) show their message; validation errors show the failing field's
 * message (the spec's text). Errors are mapped by kind (our AppError, Fastify's own body and
 * limit errors, a JSON syntax error), never by accident; anything else is a bug: logged with the
 * request id and answered as a 500 that names the same id (`requestId`), so a report can be found
 * in the log. Every 5xx answer carries `requestId`.
 */
import { ERRORS, errorMessage, type ErrorCode, type ErrorResponse } from '@toolkit/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isAppError } from '../lib/errors.ts';

/** Fastify's own body errors, by their Fastify code. */
const BODY_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_REQUEST',
};

function send(reply: FastifyReply, code: ErrorCode, message = errorMessage(code), field?: string) {
  const status = ERRORS[code].status;
  const body: ErrorResponse = {
    success: false,
    code,
    message,
    ...(field ? { field } : {}),
    ...(status >= 500 ? { requestId: reply.request.id } : {}),
  };
  return reply.code(status).send(body);
}

/** A bug: logged in full under the request id; the client learns only that id. */
function internal(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  request.log.error({ err: error, requestId: request.id }, 'unexpected error');
  return send(reply, 'INTERNAL', `${ERRORS.INTERNAL.message} (request ${request.id})`);
}

/** `/payloads/0/amount` -> `payloads.0.amount` */
const fieldOf = (instancePath: string | undefined) => instancePath?.replace(/^\//, '').replaceAll('/', '.') || undefined;

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        return send(reply, 'VALIDATION_FAILED', first?.message ?? ERRORS.VALIDATION_FAILED.message, fieldOf(first?.instancePath));
      }
      if (isAppError(error)) {
        if (error.code === 'INTERNAL') return internal(request, reply, error);
        if (error.statusCode >= 500) request.log.error({ err: error, requestId: request.id }, error.message);
        return send(reply, error.code, error.message, error.field);
      }
      const known = error.code ? BODY_ERRORS[error.code] : undefined;
      if (known) return send(reply, known);
      // A body parser's syntax error carries a 400; one from our own code (JSON.parse of stored data) is a bug.
      if (error instanceof SyntaxError && error.statusCode === 400) return send(reply, 'MALFORMED_JSON');

      const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
      if (status === 429) return send(reply, 'RATE_LIMITED');
      if (status === 413) return send(reply, 'PAYLOAD_TOO_LARGE');
      if (status < 500) return send(reply, 'INVALID_REQUEST', error.message || ERRORS.INVALID_REQUEST.message);
      return internal(request, reply, error);
    });
  },
  { name: 'error-handler' },
);
