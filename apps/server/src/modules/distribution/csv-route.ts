/**
 * A contract operation whose 200 answer is a CSV download instead of JSON (result.csv, holders):
 * the same method, path, auth and params as `registerOperation`, answered as text/csv with a file
 * name, so the browser saves it.
 */
import type { OperationDefinition, OperationInput } from '@toolkit/shared';
import type { FastifyInstance } from 'fastify';
import type { SessionUserLike } from '../../lib/operation-route.ts';

export function registerCsvOperation<O extends OperationDefinition>(
  app: FastifyInstance,
  operation: O,
  handler: (context: OperationInput<O> & { user: SessionUserLike }) => Promise<{ fileName: string; csv: string }>,
): void {
  app.route({
    method: operation.method,
    url: operation.path,
    preValidation: operation.auth === 'required' ? app.authenticate : app.identify,
    schema: {
      tags: [operation.tag],
      summary: operation.summary,
      ...(operation.auth === 'none' ? {} : { security: [{ bearer: [] }] }),
      ...(operation.params ? { params: operation.params } : {}),
      produces: ['text/csv'],
    },
    handler: async (request, reply) => {
      const { fileName, csv } = await handler({ params: request.params, query: request.query, body: request.body, user: request.user } as never);
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv);
    },
  });
}
