/*
 * ObservationState, 4,075 bytes: a ring of 100 observations of the cumulative price of each token
 * in the other (Q32 fixed point), recorded at most every 15 seconds by swaps, for price oracles.
 */
#pragma once

#include "solana.h"
#include "u128.h"

#define OBSERVATION_STATE_LEN 4075
#define OBSERVATION_INITIALIZED 8
#define OBSERVATION_INDEX 9
#define OBSERVATION_POOL_ID 11
#define OBSERVATION_RING 43
#define OBSERVATION_SIZE 40
#define OBSERVATION_NUM 100
#define OBSERVATION_UPDATE_DURATION 15

extern const u8 OBSERVATION_STATE_DISCRIMINATOR[8];

/* Records the prices seen before a swap at block_timestamp; false when a cumulative price
 * overflows (the instruction then fails, as mainnet's does). */
bool observation_update(u8 *observation, u64 block_timestamp, const u128 *token_0_price_x32,
                        const u128 *token_1_price_x32);
