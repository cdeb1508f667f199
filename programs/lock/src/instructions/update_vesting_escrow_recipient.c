/*
 * update_vesting_escrow_recipient: whoever the update mode allows (creator, recipient, either;
 * nobody for mode 0) names a new recipient. With a new recipient email, the escrow's metadata
 * (required then, and for this escrow) gets it as its last field, reallocated and topped up to
 * rent exemption by the signer. The event is a log (emit!), not a self-CPI, as in the source.
 *
 * Accounts: escrow (mut), escrow_metadata (mut, optional: this program's id for none), signer
 *   (signer, mut), system_program.
 * Data: new_recipient (32 bytes), new_recipient_email: Option<String>.
 */


static const u8 EVENT_UPDATE_RECIPIENT[8] = {0xce, 0xda, 0x21, 0x41, 0x85, 0xed, 0x83, 0x39};

#define METADATA_STRINGS 8 + 32
#define SYSTEM_IX_TRANSFER 2

typedef struct {
  SolParameters *params;
  SolAccountInfo *metadata;
  const u8 *email;
  u64 email_len;
} NewEmail;

/* The offset where the metadata's last string (the recipient's endpoint) starts. */
static u64 last_string_offset(const SolAccountInfo *metadata, u64 *offset) {
  u64 at = METADATA_STRINGS;
  for (int i = 0; i < 3; i++) {
    if (at + 4 > metadata->data_len) return ANCHOR_ACCOUNT_DID_NOT_DESERIALIZE;
    u64 len = (u64)metadata->data[at] | ((u64)metadata->data[at + 1] << 8) | ((u64)metadata->data[at + 2] << 16) |
              ((u64)metadata->data[at + 3] << 24);
    at += 4 + len;
  }
  if (at + 4 > metadata->data_len) return ANCHOR_ACCOUNT_DID_NOT_DESERIALIZE;
  *offset = at;
  return SUCCESS;
}

static u64 write_recipient_email(const NewEmail *n) {
  SolAccountInfo *metadata = n->metadata;
  u64 at = 0;
  TRY(last_string_offset(metadata, &at));
  u64 new_len = at + 4 + n->email_len;
  if (new_len > metadata->data_len + MAX_PERMITTED_DATA_INCREASE) return ANCHOR_ACCOUNT_DID_NOT_DESERIALIZE;
  u64 minimum = rent_exempt_minimum(new_len);
  if (minimum > *metadata->lamports) {
    u8 data[12] = {SYSTEM_IX_TRANSFER, 0, 0, 0};
    write_u64(data + 4, minimum - *metadata->lamports);
    SolAccountMeta metas[] = {{n->params->ka[2].key, true, true}, {metadata->key, true, false}};
    SolInstruction instruction = {(SolPubkey *)&SYSTEM_PROGRAM_ID, metas, 2, data, 12};
    TRY(sol_invoke_signed_c(&instruction, n->params->ka, (int)n->params->ka_num, NULL, 0));
  }
  /* Realloc: the runtime reads the new length from the serialized input, just before the data. */
  if (new_len > metadata->data_len) sol_memset(metadata->data + metadata->data_len, 0, new_len - metadata->data_len);
  write_u64(metadata->data - 8, new_len);
  metadata->data_len = new_len;
  metadata->data[at] = (u8)n->email_len;
  metadata->data[at + 1] = (u8)(n->email_len >> 8);
  metadata->data[at + 2] = (u8)(n->email_len >> 16);
  metadata->data[at + 3] = (u8)(n->email_len >> 24);
  sol_memcpy(metadata->data + at + 4, n->email, n->email_len);
  return SUCCESS;
}

/* The signer's right under the update mode: 0 nobody, 1 creator, 2 recipient, 3 either. */
static u64 require_update_right(const u8 *state, const SolPubkey *signer) {
  return (state[ESCROW_UPDATE_RECIPIENT_MODE] & escrow_actor_flag(state, signer)) ? SUCCESS
                                                                                   : LOCKER_NOT_PERMIT_TO_DO_THIS_ACTION;
}

u64 update_vesting_escrow_recipient(SolParameters *params) {
  const u8 *args = params->data + 8;
  u64 args_len = params->data_len - 8;
  if (args_len < 33) return ANCHOR_INSTRUCTION_DID_NOT_DESERIALIZE;
  NewEmail email = {params, NULL, NULL, 0};
  if (args[32] == 1) {
    if (args_len < 37) return ANCHOR_INSTRUCTION_DID_NOT_DESERIALIZE;
    email.email_len = (u64)args[33] | ((u64)args[34] << 8) | ((u64)args[35] << 16) | ((u64)args[36] << 24);
    if (args_len < 37 + email.email_len) return ANCHOR_INSTRUCTION_DID_NOT_DESERIALIZE;
    email.email = args + 37;
  } else if (args[32] != 0) {
    return ANCHOR_INSTRUCTION_DID_NOT_DESERIALIZE;
  }

  TRY(require_accounts(params, 4));
  SolAccountInfo *ka = params->ka;
  u8 *state = NULL;
  TRY(require_writable(&ka[0]));
  TRY(load_escrow(params, &ka[0], &state));
  bool has_metadata = !pubkey_eq(ka[1].key, params->program_id);
  if (has_metadata) {
    TRY(require_writable(&ka[1]));
    if (!pubkey_eq(ka[1].owner, params->program_id)) return ANCHOR_ACCOUNT_OWNED_BY_WRONG_PROGRAM;
    if (ka[1].data_len < 8) return ANCHOR_ACCOUNT_DISCRIMINATOR_NOT_FOUND;
    if (!sol_memeq(ka[1].data, ACCOUNT_VESTING_ESCROW_METADATA, 8)) return ANCHOR_ACCOUNT_DISCRIMINATOR_MISMATCH;
    email.metadata = &ka[1];
  }
  TRY(require_signer(&ka[2]));
  TRY(require_writable(&ka[2]));
  TRY(require_program(&ka[3], &SYSTEM_PROGRAM_ID));

  TRY(require_update_right(state, ka[2].key));
  u8 old_recipient[32];
  sol_memcpy(old_recipient, state + ESCROW_RECIPIENT, 32);
  sol_memcpy(state + ESCROW_RECIPIENT, args, 32);
  if (email.email != NULL) {
    if (!has_metadata) return LOCKER_INVALID_ESCROW_METADATA;
    if (!sol_memeq(ka[1].data + 8, ka[0].key, 32)) return LOCKER_INVALID_ESCROW_METADATA;
    TRY(write_recipient_email(&email));
  }

  u8 event[8 + 4 * 32];
  sol_memcpy(event, EVENT_UPDATE_RECIPIENT, 8);
  sol_memcpy(event + 8, ka[0].key, 32);
  sol_memcpy(event + 40, old_recipient, 32);
  sol_memcpy(event + 72, args, 32);
  sol_memcpy(event + 104, ka[2].key, 32);
  const SolSignerSeed fields[] = {{event, sizeof(event)}};
  sol_log_data(fields, 1);
  return SUCCESS;
}
