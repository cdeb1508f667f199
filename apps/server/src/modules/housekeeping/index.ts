/** Housekeeping: the cleanup jobs and the plugin that runs them on a timer. */
export { default as housekeepingPlugin, type Housekeeping, type HousekeepingReport } from './plugin.ts';
export { BUILT_TRANSACTION_TTL_MS, deleteExpiredBuiltTransactions } from './expired-transactions.ts';
export { deleteOrphanFiles, ORPHAN_FILE_TTL_MS, type OrphanFileReport } from './orphan-files.ts';
export { chainMetadataUris, metadataUpdatesToKeep, type ReadMetadataUris } from './published-updates.ts';
export { filesDirOf } from '../files/index.ts';
