/**
 * Registers a route from its contract (packages/shared `contract/`): method, path, schemas, auth
 * and the error answers all come from the one definition, so the route, the OpenAPI document and
 * the app's client cannot drift apart. Handlers receive the parsed input and return the 200 body.
 *
 *   registerOperation(app, withdrawalAccountOperations.add, async ({ body, user }) => ({ ... }));
 */
import { ERRORS, errorResponseSchema, type ErrorCode, type OperationDefinition, type OperationInput, type OperationReply } from '@toolkit/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';

/** What every route can answer, whatever its operation lists. */
const ALWAYS: readonly ErrorCode[] = ['VALIDATION_FAILED', 'RATE_LIMITED', 'INTERNAL'];
const WITH_SESSION: readonly ErrorCode[] = ['SIGN_IN_REQUIRED', 'SESSION_EXPIRED'];

export interface SessionUserLike {
  id: string;
  phantomAddress: string;
}

export interface OperationContext<O extends OperationDefinition> extends OperationInput<O> {
  /** The signed-in user: always set for `auth: 'required'`, maybe null for `optional`. */
  user: O['auth'] extends 'required' ? SessionUserLike : SessionUserLike | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface OperationRouteOptions {
  /** Per-route config, e.g. `{ rateLimit: { max: 60, timeWindow: '1 minute' } }`. */
  config?: RouteOptions['config'];
  /** Hides the route from the OpenAPI document (internal helpers only). */
  hide?: boolean;
}

/** The OpenAPI responses: 200 and one error schema per status the operation can answer. */
function responsesOf(operation: OperationDefinition): Record<number, z.ZodType> {
  const codes = [...ALWAYS, ...(operation.auth === 'required' ? WITH_SESSION : []), ...operation.errors];
  const responses: Record<number, z.ZodType> = { 200: operation.response };
  for (const code of codes) responses[ERRORS[code].status] = errorResponseSchema;
  return responses;
}

export function registerOperation<O extends OperationDefinition>(
  app: FastifyInstance,
  operation: O,
  handler: (context: OperationContext<NoInfer<O>>) => Promise<OperationReply<NoInfer<O>>>,
  options: OperationRouteOptions = {},
): void {
  // Who is calling is settled before the body is validated: an anonymous caller of a signed-in
  // route gets 401, not a lesson in what the route accepts.
  const preValidation = operation.auth === 'required' ? app.authenticate : operation.auth === 'optional' ? app.identify : undefined;
  app.route({
    method: operation.method,
    url: operation.path,
    ...(preValidation ? { preValidation } : {}),
    config: options.config,
    schema: {
      tags: [operation.tag],
      summary: operation.summary,
      hide: options.hide,
      ...(operation.auth === 'none' ? {} : { security: [{ bearer: [] }] }),
      ...(operation.params ? { params: operation.params } : {}),
      ...(operation.query ? { querystring: operation.query } : {}),
      ...(operation.body ? { body: operation.body } : {}),
      ...(operation.multipart ? { consumes: ['multipart/form-data'] } : {}),
      response: responsesOf(operation),
    },
    handler: async (request, reply) => ({
      success: true,
      ...(await handler({
        params: request.params,
        query: request.query,
        body: request.body,
        user: request.user,
        request,
        reply,
      } as OperationContext<O>)),
    }),
  });
}
