/* The instructions of the program, one file each, dispatched by entrypoint.c. */
#pragma once

#include "solana.h"

u64 initialize(const SolParameters *params);
u64 deposit(const SolParameters *params);
u64 withdraw(const SolParameters *params);
u64 swap_base_input(const SolParameters *params);
u64 swap_base_output(const SolParameters *params);
u64 create_amm_config(const SolParameters *params);
u64 update_amm_config(const SolParameters *params);
u64 update_pool_status(const SolParameters *params);
u64 collect_protocol_fee(const SolParameters *params);
u64 collect_fund_fee(const SolParameters *params);
