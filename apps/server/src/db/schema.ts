/**
 * The database schema (Drizzle, PostgreSQL dialect: the same for PGlite and node-postgres), one
 * file per domain under ./schema/. Migrations in ./migrations are generated from this file
 * (`npm run db:generate -w @toolkit/server`). A domain adds its file here with one line.
 */
export * from './schema/core.ts';
export * from './schema/transactions.ts';
export * from './schema/wallets.ts';
export * from './schema/liquidity.ts';
export * from './schema/distribution.ts';
export * from './schema/uploads.ts';
export * from './schema/legacy-pools.ts';
export * from './schema/trades.ts';
export * from './schema/bots.ts';
