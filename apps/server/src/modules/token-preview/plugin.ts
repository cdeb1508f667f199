/** `app.tokenPreviews`: the token page's server-rendered header and link-preview meta (token-preview.ts). */
import fp from 'fastify-plugin';
import { createTokenPreviews, type TokenPreviews } from './token-preview.ts';

declare module 'fastify' {
  interface FastifyInstance {
    tokenPreviews: TokenPreviews;
  }
}

export default fp(
  async (app) => {
    app.decorate('tokenPreviews', createTokenPreviews(app));
  },
  { name: 'token-preview', dependencies: ['config', 'rpc', 'files'] },
);
