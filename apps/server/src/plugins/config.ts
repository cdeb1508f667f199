/** Configuration and the secrets derived from it, for every other plugin and route. */
import fp from 'fastify-plugin';
import type { Config } from '../lib/config.ts';
import { loadSecrets, type Secrets } from '../lib/secrets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    secrets: Secrets;
  }
}

export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('config', config);
    app.decorate('secrets', loadSecrets(config));
  },
  { name: 'config' },
);
