/* AmmConfig, 236 bytes: a fee tier. Rates are per 1,000,000; protocol and fund rates are shares
 * of the trade fee. A zero-copy view by offset, as for PoolState. */
#pragma once

#include "solana.h"

#define AMM_CONFIG_LEN 236
#define CONFIG_BUMP 8
#define CONFIG_DISABLE_CREATE_POOL 9
#define CONFIG_INDEX 10
#define CONFIG_TRADE_FEE_RATE 12
#define CONFIG_PROTOCOL_FEE_RATE 20
#define CONFIG_FUND_FEE_RATE 28
#define CONFIG_CREATE_POOL_FEE 36
#define CONFIG_PROTOCOL_OWNER 44
#define CONFIG_FUND_OWNER 76

#define FEE_RATE_DENOMINATOR 1000000ULL

extern const u8 AMM_CONFIG_DISCRIMINATOR[8];
