/** Encrypts custodial keys at rest under the master key (used by the wallet and pool modules). */
import fp from 'fastify-plugin';
import { createKeyVault, type KeyVault } from '../lib/key-vault.ts';

declare module 'fastify' {
  interface FastifyInstance {
    keyVault: KeyVault;
  }
}

export default fp(
  async (app) => {
    app.decorate('keyVault', createKeyVault(app.secrets.masterKey));
  },
  { name: 'key-vault', dependencies: ['config'] },
);
