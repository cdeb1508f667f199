/** The refusals the pool operations (liquidity and swap) share, by what the operation does. */

/** What any operation naming a pool can answer about it. */
export const POOL_ERRORS = ['POOL_NOT_FOUND', 'POOL_RETIRED', 'POOL_OTHER_NETWORK'] as const;

/** Building a transaction against a pool's live reserves (a deposit, a withdrawal, a swap and its quote). */
export const POOL_STATE_ERRORS = [
  ...POOL_ERRORS,
  'POOL_EMPTY',
  'POOL_AMOUNT_INVALID',
  'POOL_AMOUNT_TOO_MANY_DECIMALS',
  'POOL_AMOUNT_TOO_SMALL',
  'POOL_AMOUNT_TOO_LARGE',
] as const;

/** The wallet's shortfall, named before it is asked to sign. */
export const FUNDS_ERRORS = ['NOT_ENOUGH_SOL', 'NOT_ENOUGH_TOKEN'] as const;

/** Creating a pool, or pricing its creation: the pool, its fee tier, both deposits and what each mint allows. */
export const POOL_CREATION_ERRORS = [
  'POOL_EXISTS',
  'POOL_FEE_TIER_UNAVAILABLE',
  'POOL_MINT_NOT_FOUND',
  'POOL_AMOUNT_INVALID',
  'POOL_AMOUNT_TOO_MANY_DECIMALS',
  'POOL_AMOUNT_TOO_LARGE',
  'POOL_INIT_DEPOSIT_TOO_SMALL',
  'POOL_MINT_FREEZE_AUTHORITY',
  'POOL_MINT_CONFIDENTIAL_TRANSFER_FEE',
  'POOL_MINT_TRANSFER_HOOK',
  'POOL_MINT_CONFIDENTIAL_TRANSFER',
  'POOL_MINT_NON_TRANSFERABLE',
  'POOL_MINT_PERMANENT_DELEGATE',
  'POOL_MINT_FROZEN_BY_DEFAULT',
  'POOL_MINT_PAUSABLE',
  'POOL_MINT_EXTENSION_UNSUPPORTED',
] as const;
