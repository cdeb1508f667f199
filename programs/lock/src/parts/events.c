/*
 * Events as Anchor's `#[event_cpi]` emits them: the program invokes itself with the event as
 * instruction data (EVENT_IX_TAG_LE, the event's discriminator, its borsh fields), signed by the
 * "__event_authority" PDA, so indexers read events from inner instructions rather than truncatable
 * logs. The self-invocation is accepted only when that PDA signed it.
 */


static const char event_authority_seed[] = "__event_authority";

static u64 event_authority_address(const SolPubkey *program_id, SolPubkey *address, u8 *bump) {
  /* Filled at run time: a constant table of pointers would need a relocation in .rodata. */
  SolSignerSeed seeds[1];
  seeds[0].addr = (const u8 *)event_authority_seed;
  seeds[0].len = sizeof(event_authority_seed) - 1;
  return sol_try_find_program_address(seeds, 1, program_id, address, bump);
}

/* The two accounts `#[event_cpi]` appends: the event authority PDA and this program. */
u64 require_event_accounts(const SolParameters *params, u64 event_authority_index) {
  TRY(require_accounts(params, event_authority_index + 2));
  SolPubkey expected;
  u8 bump = 0;
  TRY(event_authority_address(params->program_id, &expected, &bump));
  if (!pubkey_eq(&expected, params->ka[event_authority_index].key)) return ANCHOR_CONSTRAINT_SEEDS;
  if (!pubkey_eq(params->program_id, params->ka[event_authority_index + 1].key)) return ANCHOR_CONSTRAINT_ADDRESS;
  return SUCCESS;
}

#define MAX_EVENT_LEN 160

u64 emit_event_cpi(SolParameters *params, u64 event_authority_index, const u8 *event, u64 len) {
  if (len > MAX_EVENT_LEN) return LOCKER_MATH_OVERFLOW;
  SolPubkey authority;
  u8 bump = 0;
  TRY(event_authority_address(params->program_id, &authority, &bump));
  u8 data[DISCRIMINATOR_LEN + MAX_EVENT_LEN];
  sol_memcpy(data, IX_EMIT_EVENT, DISCRIMINATOR_LEN);
  sol_memcpy(data + DISCRIMINATOR_LEN, event, len);
  SolAccountMeta metas[] = {{params->ka[event_authority_index].key, false, true}};
  SolInstruction instruction = {(SolPubkey *)params->program_id, metas, 1, data, DISCRIMINATOR_LEN + len};
  const SolSignerSeed seeds[] = {{(const u8 *)event_authority_seed, sizeof(event_authority_seed) - 1}, {&bump, 1}};
  const SolSignerSeeds signers[] = {{seeds, 2}};
  return sol_invoke_signed_c(&instruction, params->ka, (int)params->ka_num, signers, 1);
}

u64 handle_emit_event(const SolParameters *params) {
  TRY(require_accounts(params, 1));
  const SolAccountInfo *authority = &params->ka[0];
  if (!authority->is_signer) return ANCHOR_CONSTRAINT_SIGNER;
  SolPubkey expected;
  u8 bump = 0;
  TRY(event_authority_address(params->program_id, &expected, &bump));
  return pubkey_eq(&expected, authority->key) ? SUCCESS : ANCHOR_CONSTRAINT_SEEDS;
}
