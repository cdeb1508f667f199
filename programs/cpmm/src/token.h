/*
 * SPL Token and Token-2022 as this program meets them: token accounts and mints read in place,
 * the Token-2022 extensions CPMM accepts, transfer fees as Token-2022 computes them, and the
 * instructions the program invokes (with the authority PDA signing where the pool pays).
 */
#pragma once

#include "solana.h"

#define TOKEN_ACCOUNT_LEN 165
#define MINT_LEN 82
#define TOKEN_ACCOUNT_MINT 0
#define TOKEN_ACCOUNT_OWNER 32
#define TOKEN_ACCOUNT_AMOUNT 64
#define MINT_SUPPLY 36
#define MINT_DECIMALS 44

/* A token account or mint owned by either token program and initialized; an Anchor-coded error
 * (owner 3007, shape 3003) otherwise. */
u64 token_account_check(const SolAccountInfo *account);
u64 mint_check(const SolAccountInfo *mint);
static inline u64 token_account_amount(const SolAccountInfo *account) {
  return read_u64(account->data + TOKEN_ACCOUNT_AMOUNT);
}
static inline const SolPubkey *token_account_mint(const SolAccountInfo *account) {
  return (const SolPubkey *)(account->data + TOKEN_ACCOUNT_MINT);
}
static inline u8 mint_decimals(const SolAccountInfo *mint) { return mint->data[MINT_DECIMALS]; }

/* Classic SPL Token mints are always accepted; Token-2022 mints only with a transfer fee,
 * a metadata pointer and token metadata as extensions. */
bool mint_is_supported(const SolAccountInfo *mint);
/* The Token-2022 account extensions' size a vault of this mint needs (165 without extensions). */
u64 vault_space_for(const SolAccountInfo *mint);

/* The transfer fee Token-2022 withholds when `amount` is sent (0 for classic mints). */
u64 transfer_fee(const SolAccountInfo *mint, u64 epoch, u64 amount);
/* The fee to add to `post_fee_amount` so that exactly it arrives (0 for classic mints). */
u64 transfer_inverse_fee(const SolAccountInfo *mint, u64 epoch, u64 post_fee_amount);

typedef struct {
  SolAccountInfo *from;
  SolAccountInfo *mint;
  SolAccountInfo *to;
  SolAccountInfo *authority;
  const SolPubkey *token_program;
  u64 amount;
  u8 decimals;
} TokenTransfer;

/* The authority PDA's seeds, for the instructions it signs. */
typedef struct {
  u8 bump;
} Authority;

u64 token_transfer_checked(const SolParameters *params, const TokenTransfer *transfer, const Authority *signer);
u64 token_mint_to(const SolParameters *params, const TokenTransfer *mint_to, const Authority *signer);
u64 token_burn(const SolParameters *params, const TokenTransfer *burn);
u64 token_initialize_account3(const SolParameters *params, const SolPubkey *token_program,
                              SolAccountInfo *account, SolAccountInfo *mint, const SolPubkey *owner);
u64 token_initialize_mint2(const SolParameters *params, SolAccountInfo *mint, u8 decimals, const SolPubkey *authority);
u64 token_sync_native(const SolParameters *params, SolAccountInfo *account);
