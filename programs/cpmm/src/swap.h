/*
 * What both swaps share: their 13 accounts and the checklist over them, the market they trade in
 * (direction, reserves without the fees owed, the prices the observation records) and the
 * settlement (fees owed, the invariant check, both transfers, the observation).
 */
#pragma once

#include "curve.h"
#include "solana.h"

typedef struct {
  SolAccountInfo *payer;
  SolAccountInfo *authority;
  SolAccountInfo *amm_config;
  SolAccountInfo *pool_state;
  SolAccountInfo *input_token_account;
  SolAccountInfo *output_token_account;
  SolAccountInfo *input_vault;
  SolAccountInfo *output_vault;
  SolAccountInfo *input_token_program;
  SolAccountInfo *output_token_program;
  SolAccountInfo *input_token_mint;
  SolAccountInfo *output_token_mint;
  SolAccountInfo *observation_state;
} SwapAccounts;

typedef struct {
  u64 now;
  u64 epoch;
  int input_side; /* 0 when token_0 goes in */
  u64 reserve_in;
  u64 reserve_out;
  u128 constant_before;
  u128 token_0_price_x32;
  u128 token_1_price_x32;
  FeeRates rates;
  u64 input_transfer_amount;
  u64 output_transfer_amount;
} SwapMarket;

u64 swap_accounts_check(const SolParameters *params, SwapAccounts *accounts);
/* Reads the clock; refuses with NotApproved while swaps are disabled or before open_time. */
u64 swap_open(const SwapAccounts *accounts, SwapMarket *market);
/* Finds the direction from the vaults (InvalidVault otherwise) and the fee-less reserves. */
u64 swap_market(const SwapAccounts *accounts, SwapMarket *market);
/* Records fees owed, checks the invariant did not fall, moves both amounts and observes. */
u64 swap_settle(const SolParameters *params, const SwapAccounts *accounts, const SwapMarket *market,
                const SwapResult *result);
