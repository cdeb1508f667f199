/*
 * create_vesting_escrow_metadata: the escrow's creator attaches a name, a description, the
 * creator's email and the recipient's endpoint, in a PDA ("escrow_metadata", escrow) sized to
 * exactly what it holds (8 + 32 + four borsh strings), paid by the payer.
 *
 * Accounts: escrow, creator (signer), escrow_metadata (mut, PDA), payer (signer, mut),
 *   system_program.
 * Data: CreateVestingEscrowMetadataParameters (name, description, creator_email,
 *   recipient_endpoint: borsh strings).
 */


static const char metadata_seed[] = "escrow_metadata";

/* The four strings' total borsh length, or an error when the data ends inside one. */
static u64 strings_len(const u8 *args, u64 len, u64 *total) {
  u64 at = 0;
  for (int i = 0; i < 4; i++) {
    if (at + 4 > len) return ANCHOR_INSTRUCTION_DID_NOT_DESERIALIZE;
    u64 n = (u64)args[at] | ((u64)args[at + 1] << 8) | ((u64)args[at + 2] << 16) | ((u64)args[at + 3] << 24);
    if (n > len - at - 4) return ANCHOR_INSTRUCTION_DID_NOT_DESERIALIZE;
    at += 4 + n;
  }
  *total = at;
  return SUCCESS;
}

u64 create_vesting_escrow_metadata(SolParameters *params) {
  const u8 *args = params->data + 8;
  u64 args_len = 0;
  TRY(strings_len(args, params->data_len - 8, &args_len));
  TRY(require_accounts(params, 5));
  SolAccountInfo *ka = params->ka;
  TRY(require_signer(&ka[1]));
  TRY(require_writable(&ka[2]));
  const SolSignerSeed find[] = {{(const u8 *)metadata_seed, sizeof(metadata_seed) - 1}, {ka[0].key->x, 32}};
  SolPubkey expected;
  u8 bump = 0;
  TRY(sol_try_find_program_address(find, 2, params->program_id, &expected, &bump));
  if (!pubkey_eq(&expected, ka[2].key)) return ANCHOR_CONSTRAINT_SEEDS;
  TRY(require_signer(&ka[3]));
  TRY(require_writable(&ka[3]));
  TRY(require_program(&ka[4], &SYSTEM_PROGRAM_ID));
  /* Only the escrow's creator describes it; anything that is not an escrow is refused alike. */
  u8 *state = NULL;
  if (load_escrow(params, &ka[0], &state) != SUCCESS) return LOCKER_NOT_PERMIT_TO_DO_THIS_ACTION;
  if (!pubkey_eq(escrow_key_at(state, ESCROW_CREATOR), ka[1].key)) return LOCKER_NOT_PERMIT_TO_DO_THIS_ACTION;

  u64 space = 8 + 32 + args_len;
  const SolSignerSeed seeds[] = {{(const u8 *)metadata_seed, sizeof(metadata_seed) - 1}, {ka[0].key->x, 32}, {&bump, 1}};
  ProgramAccount account = {params, &ka[3], &ka[2], space, seeds, 3};
  TRY(create_program_account(&account));
  sol_memcpy(ka[2].data, ACCOUNT_VESTING_ESCROW_METADATA, 8);
  sol_memcpy(ka[2].data + 8, ka[0].key, 32);
  sol_memcpy(ka[2].data + 40, args, args_len);
  return SUCCESS;
}
