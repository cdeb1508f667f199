#include "abort.h"
#include "checks.h"
#include "keys.h"
#include "seeds.h"
#include "token.h"

u64 require_accounts(const SolParameters *params, u64 count) {
  return params->ka_num < count ? ERR_AccountNotEnoughKeys : SUCCESS;
}

u64 require_data(const SolParameters *params, u64 argument_bytes) {
  return params->data_len < 8 + argument_bytes ? ERR_InstructionDidNotDeserialize : SUCCESS;
}

u64 require_signer(const SolAccountInfo *account) {
  return account->is_signer ? SUCCESS : ERR_AccountNotSigner;
}

u64 require_writable(const SolAccountInfo *account) {
  return account->is_writable ? SUCCESS : ERR_ConstraintMut;
}

u64 require_program(const SolAccountInfo *account, const SolPubkey *id) {
  return pubkey_eq(account->key, id) ? SUCCESS : ERR_InvalidProgramId;
}

u64 require_token_program(const SolAccountInfo *account) {
  return pubkey_eq(account->key, &TOKEN_PROGRAM_ID) || pubkey_eq(account->key, &TOKEN_2022_PROGRAM_ID)
             ? SUCCESS
             : ERR_InvalidProgramId;
}

u64 require_address(const SolAccountInfo *account, const SolPubkey *expected) {
  return pubkey_eq(account->key, expected) ? SUCCESS : ERR_ConstraintAddress;
}

u64 require_program_account(const SolAccountInfo *account, const SolPubkey *program_id,
                            const u8 discriminator[8], u64 length) {
  if (!pubkey_eq(account->owner, program_id)) return ERR_AccountOwnedByWrongProgram;
  if (account->data_len < 8 || !sol_memeq(account->data, discriminator, 8)) return ERR_AccountDiscriminatorMismatch;
  if (account->data_len < length) return ERR_AccountDidNotDeserialize;
  return SUCCESS;
}

void pda_find(Pda *pda, const SolPubkey *program_id) {
  if (sol_try_find_program_address(pda->seeds, pda->count, program_id, &pda->address, &pda->bump) != SUCCESS)
    abort_program();
  pda->seeds[pda->count].addr = &pda->bump;
  pda->seeds[pda->count].len = 1;
}

u64 require_pda(const SolAccountInfo *account, Pda *pda, const SolPubkey *program_id) {
  pda_find(pda, program_id);
  return pubkey_eq(account->key, &pda->address) ? SUCCESS : ERR_ConstraintSeeds;
}

u64 require_authority_with_bump(const SolAccountInfo *account, u8 bump, const SolPubkey *program_id) {
  const SolSignerSeed seeds[] = {SEED(AUTH_SEED), {&bump, 1}};
  SolPubkey expected;
  if (sol_create_program_address(seeds, 2, program_id, &expected) != SUCCESS) return ERR_ConstraintSeeds;
  return pubkey_eq(account->key, &expected) ? SUCCESS : ERR_ConstraintSeeds;
}

u64 require_authority(const SolAccountInfo *account, const SolPubkey *program_id, u8 *bump) {
  Pda pda = {.seeds = {SEED(AUTH_SEED)}, .count = 1};
  TRY(require_pda(account, &pda, program_id));
  *bump = pda.bump;
  return SUCCESS;
}
