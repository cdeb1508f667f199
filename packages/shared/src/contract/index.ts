/**
 * The API contract: every HTTP operation once, grouped by product feature. `OPERATIONS` lists them
 * all (the server checks at start that each has a route, and a test that each answers).
 */
export * from './operation.ts';
export * from './withdrawal-accounts.ts';
