/** The lock program's client (Jupiter Lock's interface): ids, PDAs, instructions, the escrow, the unlock math, errors. */
export * from './errors.ts';
export * from './instructions.ts';
export * from './pdas.ts';
export * from './program.ts';
export * from './unlock.ts';
export * from './vesting-escrow.ts';
