/**
 * The API contract: every HTTP operation once, grouped by product feature. `OPERATIONS` lists them
 * all (a server test checks that each has its route and appears in the OpenAPI document).
 */
export * from './operation.ts';
export * from './pagination.ts';
export * from './withdrawal-accounts.ts';
export * from './auth.ts';
export * from './network.ts';
export * from './settings.ts';
export * from './transactions.ts';
export * from './health.ts';
export * from './tokens.ts';
export * from './revoke.ts';
export * from './files.ts';
export * from './wallet-manager.ts';
export * from './liquidity.ts';
export * from './swap.ts';
export * from './distribution.ts';
export * from './market.ts';
export * from './vesting.ts';
export * from './bots.ts';
export * from './all-operations.ts';
