export * from './tokens/index.js';
export * from './transfers/index.js';
export * from './cpmm/index.js';
export * from './lock/index.js';
export * from './wire/index.js';
/** The two token programs a mint may belong to, as their clients export them, so callers never spell program ids out. */
export { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
export { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
export { WRAPPED_SOL_MINT } from './cpmm/user-token-accounts.js';
