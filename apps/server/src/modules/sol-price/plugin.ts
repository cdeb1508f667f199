/** `app.solPrice`: SOL's USD price per cluster (sol-price.ts). */
import fp from 'fastify-plugin';
import { createSolPrice, type SolPrices } from './sol-price.ts';

declare module 'fastify' {
  interface FastifyInstance {
    solPrice: SolPrices;
  }
}

export default fp(
  async (app) => {
    app.decorate('solPrice', createSolPrice(app));
  },
  { name: 'sol-price', dependencies: ['config', 'rpc'] },
);
