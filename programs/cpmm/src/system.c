#include "system.h"
#include "keys.h"

static u64 invoke_system(const SolParameters *params, SolAccountMeta *metas, u64 count, u8 *data, u64 data_len,
                         const Pda *signer) {
  SolInstruction instruction = {(SolPubkey *)&SYSTEM_PROGRAM_ID, metas, count, data, data_len};
  if (!signer) return sol_invoke_signed_c(&instruction, params->ka, (int)params->ka_num, NULL, 0);
  const SolSignerSeeds signers[] = {{signer->seeds, (u64)signer->count + 1}};
  return sol_invoke_signed_c(&instruction, params->ka, (int)params->ka_num, signers, 1);
}

u64 system_transfer(const SolParameters *params, SolAccountInfo *from, SolAccountInfo *to, u64 lamports) {
  u8 data[12] = {2, 0, 0, 0}; /* Transfer */
  write_u64(data + 4, lamports);
  SolAccountMeta metas[] = {{from->key, true, true}, {to->key, true, false}};
  return invoke_system(params, metas, 2, data, sizeof(data), NULL);
}

u64 system_create_pda(const SolParameters *params, const PdaCreation *c) {
  SolRent rent;
  sol_get_rent_sysvar(&rent);
  u64 required = rent_minimum_balance(&rent, c->space);
  u64 held = *c->account->lamports;
  if (held == 0) {
    u8 data[52] = {0, 0, 0, 0}; /* CreateAccount */
    write_u64(data + 4, required);
    write_u64(data + 12, c->space);
    sol_memcpy(data + 20, c->owner, 32);
    SolAccountMeta metas[] = {{c->payer->key, true, true}, {c->account->key, true, true}};
    return invoke_system(params, metas, 2, data, sizeof(data), c->pda);
  }
  if (held < required) TRY(system_transfer(params, c->payer, c->account, required - held));
  u8 allocate[12] = {8, 0, 0, 0}; /* Allocate */
  write_u64(allocate + 4, c->space);
  SolAccountMeta one[] = {{c->account->key, true, true}};
  TRY(invoke_system(params, one, 1, allocate, sizeof(allocate), c->pda));
  u8 assign[36] = {1, 0, 0, 0}; /* Assign */
  sol_memcpy(assign + 4, c->owner, 32);
  return invoke_system(params, one, 1, assign, sizeof(assign), c->pda);
}
