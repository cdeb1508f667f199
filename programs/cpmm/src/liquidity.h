/*
 * What deposit and withdraw share: their accounts (withdraw adds the memo program) and the
 * checklist over them, and the pool's reserves without the fees owed.
 */
#pragma once

#include "solana.h"

typedef struct {
  SolAccountInfo *owner;
  SolAccountInfo *authority;
  SolAccountInfo *pool_state;
  SolAccountInfo *owner_lp_token;
  SolAccountInfo *token_account[2];
  SolAccountInfo *vault[2];
  SolAccountInfo *token_program;
  SolAccountInfo *token_program_2022;
  SolAccountInfo *vault_mint[2];
  SolAccountInfo *lp_mint;
  SolAccountInfo *memo_program; /* withdraw only */
} LiquidityAccounts;

/* A deposit requires the owner's token accounts to be the owner's; a withdrawal lets the owner
 * send to anyone's account of the right mint, and names the memo program. */
u64 liquidity_accounts_check(const SolParameters *params, LiquidityAccounts *accounts, bool withdraw);
void liquidity_reserves(const LiquidityAccounts *accounts, u64 reserves[2]);
/* The token program that owns a vault's mint, of the two passed. */
const SolPubkey *liquidity_token_program(const LiquidityAccounts *accounts, int side);
