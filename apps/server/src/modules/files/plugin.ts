/** `app.files`: the public file store (uploads and metadata documents). */
import fp from 'fastify-plugin';
import { createFileStore, type FileStore } from './file-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

export default fp(
  async (app) => {
    if (!app.hasDecorator('files')) app.decorate('files', createFileStore(app.config));
  },
  { name: 'files', dependencies: ['config', 'db', 'locks'] },
);
