/** The OpenAPI document (/api/docs/json) and its UI (/api/docs), built from the routes' zod schemas. */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export default fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Token toolkit API',
          description: 'Every route that acts for a user needs `Authorization: Bearer <token>` from POST /api/user/connect.',
          version: '1.0.0',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: createJsonSchemaTransform({
        skipList: [],
        // Preprocessed fields (blank-as-missing) document their input side.
        zodToJsonConfig: { unrepresentable: 'any' },
      }),
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      // The UI's own assets come from the package: nothing is loaded from a CDN.
      staticCSP: true,
      transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
      uiConfig: { persistAuthorization: true },
    });
  },
  { name: 'docs' },
);
