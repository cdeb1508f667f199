#include "abort.h"
#include "liquidity.h"
#include "checks.h"
#include "keys.h"
#include "pool_state.h"
#include "token.h"

u64 liquidity_accounts_check(const SolParameters *params, LiquidityAccounts *a, bool withdraw) {
  TRY(require_accounts(params, withdraw ? 14 : 13));
  SolAccountInfo *ka = params->ka;
  *a = (LiquidityAccounts){&ka[0], &ka[1], &ka[2], &ka[3], {&ka[4], &ka[5]}, {&ka[6], &ka[7]},
                           &ka[8], &ka[9], {&ka[10], &ka[11]}, &ka[12], withdraw ? &ka[13] : NULL};
  TRY(require_signer(a->owner));
  TRY(require_program_account(a->pool_state, params->program_id, POOL_STATE_DISCRIMINATOR, POOL_STATE_LEN));
  TRY(token_account_check(a->owner_lp_token));
  for (int side = 0; side < 2; side++) TRY(token_account_check(a->token_account[side]));
  for (int side = 0; side < 2; side++) TRY(token_account_check(a->vault[side]));
  TRY(require_program(a->token_program, &TOKEN_PROGRAM_ID));
  TRY(require_program(a->token_program_2022, &TOKEN_2022_PROGRAM_ID));
  for (int side = 0; side < 2; side++) TRY(mint_check(a->vault_mint[side]));
  TRY(mint_check(a->lp_mint));

  u8 *pool = a->pool_state->data;
  TRY(require_authority_with_bump(a->authority, pool[POOL_AUTH_BUMP], params->program_id));
  TRY(require_writable(a->pool_state));
  TRY(require_writable(a->owner_lp_token));
  if (!pubkey_eq((const SolPubkey *)(a->owner_lp_token->data + TOKEN_ACCOUNT_OWNER), a->owner->key))
    return ERR_ConstraintTokenOwner;
  for (int side = 0; side < 2; side++) {
    SolAccountInfo *account = a->token_account[side];
    TRY(require_writable(account));
    if (!pubkey_eq(token_account_mint(account), token_account_mint(a->vault[side]))) return ERR_ConstraintTokenMint;
    if (!withdraw && !pubkey_eq((const SolPubkey *)(account->data + TOKEN_ACCOUNT_OWNER), a->owner->key))
      return ERR_ConstraintTokenOwner;
  }
  for (int side = 0; side < 2; side++) {
    TRY(require_writable(a->vault[side]));
    if (!pubkey_eq(a->vault[side]->key, pool_key(pool, side == 0 ? POOL_TOKEN_0_VAULT : POOL_TOKEN_1_VAULT)))
      return ERR_ConstraintRaw;
  }
  for (int side = 0; side < 2; side++) TRY(require_address(a->vault_mint[side], token_account_mint(a->vault[side])));
  TRY(require_writable(a->lp_mint));
  if (!pubkey_eq(a->lp_mint->key, pool_key(pool, POOL_LP_MINT))) return ERR_IncorrectLpMint;
  if (withdraw && !pubkey_eq(a->memo_program->key, &MEMO_PROGRAM_ID)) return ERR_ConstraintAddress;
  return SUCCESS;
}

void liquidity_reserves(const LiquidityAccounts *a, u64 reserves[2]) {
  for (int side = 0; side < 2; side++) {
    u64 vault = token_account_amount(a->vault[side]), owed = pool_fees_owed(a->pool_state->data, side);
    if (owed > vault) abort_program();
    reserves[side] = vault - owed;
  }
}

const SolPubkey *liquidity_token_program(const LiquidityAccounts *a, int side) {
  return pubkey_eq(a->vault_mint[side]->owner, a->token_program->key) ? a->token_program->key
                                                                        : a->token_program_2022->key;
}
