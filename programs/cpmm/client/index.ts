/**
 * The client of our CPMM program (Raydium CPMM's interface): addresses, PDAs, instruction
 * builders, account decoders, the error table and the quote math. Kit-native and browser-safe.
 */
export * from './program.ts';
export * from './pdas.ts';
export * from './instructions.ts';
export * from './accounts.ts';
export * from './errors.ts';
export * from './curve.ts';
