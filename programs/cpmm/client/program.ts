/**
 * Raydium CPMM's fixed addresses and Anchor discriminators, as mainnet's program has them. Our
 * C program runs at the same id on the local chain.
 */
import type { Address } from '@solana/kit';

export const CPMM_PROGRAM_ADDRESS = 'CPMMoo8L3F4NbTegBCKVNunggL7H1ZpdTHKxQB5qKP1C' as Address;
/** Signs create_amm_config, update_amm_config and update_pool_status on mainnet. */
export const CPMM_ADMIN_ADDRESS = 'GThUX1Atko4tqhN2NaiTazWSeFWMuiUvfFnyJyUghFMJ' as Address;
/** The wrapped-SOL token account that receives each pool's create-pool fee. */
export const CPMM_CREATE_POOL_FEE_RECEIVER = 'DNXgeM9EiiaAbaWvwjHj9fQQLAX5ZsfHyvmYUNRAdNC8' as Address;
export const MEMO_PROGRAM_ADDRESS = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr' as Address;
export const SPL_TOKEN_PROGRAM_ADDRESS = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' as Address;
export const SPL_TOKEN_2022_PROGRAM_ADDRESS = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' as Address;
export const ASSOCIATED_TOKEN_PROGRAM_ADDRESS = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL' as Address;
export const SYSTEM_PROGRAM_ADDRESS = '11111111111111111111111111111111' as Address;
export const RENT_SYSVAR_ADDRESS = 'SysvarRent111111111111111111111111111111111' as Address;

/** sha256("global:<name>")[0..8] */
export const CPMM_DISCRIMINATORS = {
  initialize: new Uint8Array([0xaf, 0xaf, 0x6d, 0x1f, 0x0d, 0x98, 0x9b, 0xed]),
  deposit: new Uint8Array([0xf2, 0x23, 0xc6, 0x89, 0x52, 0xe1, 0xf2, 0xb6]),
  withdraw: new Uint8Array([0xb7, 0x12, 0x46, 0x9c, 0x94, 0x6d, 0xa1, 0x22]),
  swapBaseInput: new Uint8Array([0x8f, 0xbe, 0x5a, 0xda, 0xc4, 0x1e, 0x33, 0xde]),
  swapBaseOutput: new Uint8Array([0x37, 0xd9, 0x62, 0x56, 0xa3, 0x4a, 0xb4, 0xad]),
  createAmmConfig: new Uint8Array([0x89, 0x34, 0xed, 0xd4, 0xd7, 0x75, 0x6c, 0x68]),
  updateAmmConfig: new Uint8Array([0x31, 0x3c, 0xae, 0x88, 0x9a, 0x1c, 0x74, 0xc8]),
  updatePoolStatus: new Uint8Array([0x82, 0x57, 0x6c, 0x06, 0x2e, 0xe0, 0x75, 0x7b]),
  collectProtocolFee: new Uint8Array([0x88, 0x88, 0xfc, 0xdd, 0xc2, 0x42, 0x7e, 0x59]),
  collectFundFee: new Uint8Array([0xa7, 0x8a, 0x4e, 0x95, 0xdf, 0xc2, 0x06, 0x7e]),
} as const;

/** sha256("account:<TypeName>")[0..8] */
export const CPMM_ACCOUNT_DISCRIMINATORS = {
  poolState: new Uint8Array([0xf7, 0xed, 0xe3, 0xf5, 0xd7, 0xc3, 0xde, 0x46]),
  ammConfig: new Uint8Array([0xda, 0xf4, 0x21, 0x68, 0xcb, 0xcb, 0x2b, 0x6f]),
  observationState: new Uint8Array([0x7a, 0xae, 0xc5, 0x35, 0x81, 0x09, 0xa5, 0x84]),
} as const;

export const POOL_STATE_SIZE = 637;
export const AMM_CONFIG_SIZE = 236;
export const OBSERVATION_STATE_SIZE = 4075;
/** LP units minted at initialize and never given to anyone. */
export const LOCKED_LP_AMOUNT = 100n;
export const LP_MINT_DECIMALS = 9;
/** Pool status bits: a set bit disables the action. */
export const POOL_STATUS_BITS = { depositDisabled: 1, withdrawDisabled: 2, swapDisabled: 4 } as const;
