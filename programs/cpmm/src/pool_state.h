/*
 * PoolState, 637 bytes, as mainnet's CPMM lays it out: a zero-copy view, read and written in place
 * in the account's data (the struct is packed, so fields are read by offset, never by a C struct).
 */
#pragma once

#include "solana.h"

#define POOL_STATE_LEN 637
#define POOL_AMM_CONFIG 8
#define POOL_CREATOR 40
#define POOL_TOKEN_0_VAULT 72
#define POOL_TOKEN_1_VAULT 104
#define POOL_LP_MINT 136
#define POOL_TOKEN_0_MINT 168
#define POOL_TOKEN_1_MINT 200
#define POOL_TOKEN_0_PROGRAM 232
#define POOL_TOKEN_1_PROGRAM 264
#define POOL_OBSERVATION_KEY 296
#define POOL_AUTH_BUMP 328
#define POOL_STATUS 329
#define POOL_LP_MINT_DECIMALS 330
#define POOL_MINT_0_DECIMALS 331
#define POOL_MINT_1_DECIMALS 332
#define POOL_LP_SUPPLY 333
#define POOL_PROTOCOL_FEES_TOKEN_0 341
#define POOL_PROTOCOL_FEES_TOKEN_1 349
#define POOL_FUND_FEES_TOKEN_0 357
#define POOL_FUND_FEES_TOKEN_1 365
#define POOL_OPEN_TIME 373
#define POOL_RECENT_EPOCH 381

/* Status bits: a set bit disables the action. */
#define POOL_STATUS_DEPOSIT_DISABLED 1
#define POOL_STATUS_WITHDRAW_DISABLED 2
#define POOL_STATUS_SWAP_DISABLED 4

extern const u8 POOL_STATE_DISCRIMINATOR[8];

static inline SolPubkey *pool_key(u8 *pool, u64 offset) { return (SolPubkey *)(pool + offset); }
static inline u64 pool_u64(const u8 *pool, u64 offset) { return read_u64(pool + offset); }
static inline void pool_set_u64(u8 *pool, u64 offset, u64 value) { write_u64(pool + offset, value); }

/* Fees owed to the protocol and the fund on one side, which the vault holds beside the reserve. */
static inline u64 pool_fees_owed(const u8 *pool, int side) {
  return side == 0 ? pool_u64(pool, POOL_PROTOCOL_FEES_TOKEN_0) + pool_u64(pool, POOL_FUND_FEES_TOKEN_0)
                   : pool_u64(pool, POOL_PROTOCOL_FEES_TOKEN_1) + pool_u64(pool, POOL_FUND_FEES_TOKEN_1);
}
