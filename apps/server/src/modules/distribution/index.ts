export { distributionRoutes } from './routes.ts';
export { default as distributionPlugin } from './plugin.ts';
export { BURN_ADDRESS, mintAccounts, type MintAccount } from './holders.ts';
export type { JobPacker, PackedChunk, Lifetime as JobLifetime } from './job-packer.ts';
export { insertJob, type JobRow, type RecipientRow } from './job-store.ts';
export { nonWalletRecipients } from './recipient-accounts.ts';
export { registerCsvOperation } from './csv-route.ts';
