/**
 * `app.housekeeping`: forgets transactions that were built and never signed, deletes uploads
 * nothing uses, and forgets upload records past the daily allowance's window. Runs on an unref'd timer once the server listens (so tests, which never listen,
 * call `run` themselves), one run at a time, stopped and awaited when the app closes. Logs counts
 * only: no row, context or key ever reaches the log.
 */
import fp from 'fastify-plugin';
import { runInBackground } from '../../lib/background-pass.ts';
import { BUILT_TRANSACTION_TTL_MS, deleteExpiredBuiltTransactions } from './expired-transactions.ts';
import { filesDirOf, forgetUploadsBefore, UPLOAD_WINDOW_MS } from '../files/index.ts';
import { deleteOrphanFiles, ORPHAN_FILE_TTL_MS } from './orphan-files.ts';
import { chainMetadataUris } from './published-updates.ts';

export interface HousekeepingReport {
  builtTransactionsDeleted: number;
  filesDeleted: number;
  filesKept: number;
  uploadRecordsForgotten: number;
}

export interface Housekeeping {
  /** One pass of every job, as of `now` (default: the clock). */
  run(now?: Date): Promise<HousekeepingReport>;
}

declare module 'fastify' {
  interface FastifyInstance {
    housekeeping: Housekeeping;
  }
}

export default fp(
  async (app) => {
    const readMetadataUris = chainMetadataUris(app);
    const housekeeping: Housekeeping = {
      async run(now = new Date()) {
        // Transactions first: a file referenced only by a dead built row is then free to go.
        const builtTransactionsDeleted = await deleteExpiredBuiltTransactions(
          app.db,
          new Date(now.getTime() - BUILT_TRANSACTION_TTL_MS),
          readMetadataUris,
        );
        const files = await deleteOrphanFiles({
          db: app.db,
          filesDir: filesDirOf(app.config.dataDir),
          olderThan: new Date(now.getTime() - ORPHAN_FILE_TTL_MS),
        });
        const uploadRecordsForgotten = await forgetUploadsBefore(app.db, new Date(now.getTime() - UPLOAD_WINDOW_MS));
        return { builtTransactionsDeleted, filesDeleted: files.deleted, filesKept: files.kept, uploadRecordsForgotten };
      },
    };
    app.decorate('housekeeping', housekeeping);

    const intervalMs = app.config.housekeepingIntervalMinutes * 60 * 1000;
    runInBackground(
      app,
      'housekeeping',
      async () => {
        const report = await housekeeping.run();
        const did = report.builtTransactionsDeleted + report.filesDeleted > 0;
        app.log[did ? 'info' : 'debug'](report, 'housekeeping');
      },
      { everyMs: intervalMs },
    );
  },
  { name: 'housekeeping', dependencies: ['config', 'db', 'rpc'] },
);
