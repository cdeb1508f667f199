/*
 * create_vesting_escrow (SPL Token) and create_vesting_escrow_v2 (SPL Token or Token-2022):
 * creates the escrow PDA ("escrow", base), records the schedule and its rights, and moves the
 * schedule's total from the sender into the escrow's associated token account (plus, for a
 * transfer-fee mint, the fee that transfer costs, so the escrow holds the whole total).
 *
 * v1 accounts: base (signer, mut), escrow (mut, PDA), escrow_token (mut), sender (signer, mut),
 *   sender_token (mut), recipient, token_program, system_program, event_authority, program.
 * v2 accounts: base, escrow, token_mint, escrow_token, sender, sender_token, recipient,
 *   token_program, system_program, event_authority, program, then the transfer hook's accounts.
 * Data: CreateVestingEscrowParameters (6 × u64, 2 × u8); v2 adds Option<RemainingAccountsInfo>.
 */


#define PARAMS_LEN 50
#define CREATED_EVENT_LEN (8 + 6 * 8 + 2 + 32 + 32)

static const u8 EVENT_CREATE_VESTING_ESCROW[8] = {0xf8, 0xde, 0x59, 0x3d, 0xaa, 0xd0, 0x83, 0x75};

typedef struct {
  SolParameters *params;
  SolAccountInfo *base;
  SolAccountInfo *escrow;
  SolAccountInfo *mint; /* v2 only */
  SolAccountInfo *escrow_token;
  SolAccountInfo *sender;
  SolAccountInfo *sender_token;
  SolAccountInfo *recipient;
  SolAccountInfo *token_program;
  u64 event_authority_index;
  const u8 *args;
  u8 bump;
} CreateEscrow;

/* The checks both versions share: signers, writability, the escrow PDA, the system program. */
static u64 check_common(CreateEscrow *c, const SolAccountInfo *system_program) {
  TRY(require_signer(c->base));
  TRY(require_writable(c->base));
  TRY(require_writable(c->escrow));
  SolPubkey expected;
  TRY(escrow_address(c->params->program_id, c->base->key, &expected, &c->bump));
  if (!pubkey_eq(&expected, c->escrow->key)) return ANCHOR_CONSTRAINT_SEEDS;
  TRY(require_signer(c->sender));
  TRY(require_writable(c->sender));
  TRY(require_writable(c->sender_token));
  TRY(require_writable(c->escrow_token));
  TRY(require_program(system_program, &SYSTEM_PROGRAM_ID));
  return require_event_accounts(c->params, c->event_authority_index);
}

/* The source's order of refusals for the parameters. */
static u64 check_params(const u8 *args) {
  u64 vesting_start_time = read_u64(args);
  u64 cliff_time = read_u64(args + 8);
  if (cliff_time < vesting_start_time) return LOCKER_INVALID_VESTING_START_TIME;
  if (args[48] > MODE_MAX) return LOCKER_INVALID_UPDATE_RECIPIENT_MODE;
  if (args[49] > MODE_MAX) return LOCKER_INVALID_CANCEL_MODE;
  if (read_u64(args + 16) == 0) return LOCKER_FREQUENCY_IS_ZERO;
  return SUCCESS;
}

static u64 init_escrow(const CreateEscrow *c, u8 token_program_flag) {
  const SolSignerSeed seeds[] = {
      {(const u8 *)ESCROW_SEED, sizeof(ESCROW_SEED) - 1}, {c->base->key->x, 32}, {&c->bump, 1}};
  ProgramAccount account = {c->params, c->sender, c->escrow, ESCROW_SPACE, seeds, 3};
  TRY(create_program_account(&account));
  u8 *e = c->escrow->data;
  sol_memset(e, 0, ESCROW_SPACE);
  sol_memcpy(e, ACCOUNT_VESTING_ESCROW, DISCRIMINATOR_LEN);
  sol_memcpy(e + ESCROW_RECIPIENT, c->recipient->key, 32);
  sol_memcpy(e + ESCROW_TOKEN_MINT, token_account_mint(c->sender_token), 32);
  sol_memcpy(e + ESCROW_CREATOR, c->sender->key, 32);
  sol_memcpy(e + ESCROW_BASE, c->base->key, 32);
  e[ESCROW_BUMP] = c->bump;
  e[ESCROW_UPDATE_RECIPIENT_MODE] = c->args[48];
  e[ESCROW_CANCEL_MODE] = c->args[49];
  e[ESCROW_TOKEN_PROGRAM_FLAG] = token_program_flag;
  write_u64(e + ESCROW_VESTING_START_TIME, read_u64(c->args));
  write_u64(e + ESCROW_CLIFF_TIME, read_u64(c->args + 8));
  write_u64(e + ESCROW_FREQUENCY, read_u64(c->args + 16));
  write_u64(e + ESCROW_CLIFF_UNLOCK_AMOUNT, read_u64(c->args + 24));
  write_u64(e + ESCROW_AMOUNT_PER_PERIOD, read_u64(c->args + 32));
  write_u64(e + ESCROW_NUMBER_OF_PERIOD, read_u64(c->args + 40));
  return SUCCESS;
}

static u64 total_deposit(const u8 *args, u64 *total) {
  Schedule schedule = {0};
  schedule.cliff_unlock_amount = read_u64(args + 24);
  schedule.amount_per_period = read_u64(args + 32);
  schedule.number_of_period = read_u64(args + 40);
  return schedule_total_amount(&schedule, total);
}

/* EventCreateVestingEscrow: the parameters in order, then recipient and escrow. */
static u64 emit_created(const CreateEscrow *c) {
  u8 event[CREATED_EVENT_LEN];
  sol_memcpy(event, EVENT_CREATE_VESTING_ESCROW, 8);
  sol_memcpy(event + 8, c->args, PARAMS_LEN);
  sol_memcpy(event + 8 + PARAMS_LEN, c->recipient->key, 32);
  sol_memcpy(event + 8 + PARAMS_LEN + 32, c->escrow->key, 32);
  return emit_event_cpi(c->params, c->event_authority_index, event, CREATED_EVENT_LEN);
}

u64 create_vesting_escrow(SolParameters *params) {
  if (params->data_len < DISCRIMINATOR_LEN + PARAMS_LEN) return ANCHOR_INSTRUCTION_DID_NOT_DESERIALIZE;
  TRY(require_accounts(params, 10));
  SolAccountInfo *ka = params->ka;
  CreateEscrow c = {params, &ka[0], &ka[1], NULL, &ka[2], &ka[3], &ka[4], &ka[5], &ka[6], 8, params->data + 8, 0};

  TRY(load_token_account(c.escrow_token, &TOKEN_PROGRAM_ID));
  TRY(load_token_account(c.sender_token, &TOKEN_PROGRAM_ID));
  TRY(require_program(c.token_program, &TOKEN_PROGRAM_ID));
  TRY(check_common(&c, &ka[7]));
  AssociatedToken escrow_token = {c.escrow_token, c.escrow->key, token_account_mint(c.sender_token), &TOKEN_PROGRAM_ID};
  TRY(require_associated_token(&escrow_token));
  TRY(check_params(c.args));
  u64 total = 0;
  TRY(total_deposit(c.args, &total));

  TRY(init_escrow(&c, TOKEN_PROGRAM_FLAG_SPL_TOKEN));
  TokenTransfer deposit = {params, c.token_program, c.sender_token, NULL, c.escrow_token, c.sender, NULL, total};
  TRY(token_transfer(&deposit));
  return emit_created(&c);
}

u64 create_vesting_escrow_v2(SolParameters *params) {
  if (params->data_len < DISCRIMINATOR_LEN + PARAMS_LEN) return ANCHOR_INSTRUCTION_DID_NOT_DESERIALIZE;
  TRY(require_accounts(params, 11));
  SolAccountInfo *ka = params->ka;
  CreateEscrow c = {params, &ka[0], &ka[1], &ka[2], &ka[3], &ka[4], &ka[5], &ka[6], &ka[7], 9, params->data + 8, 0};
  u64 hook_accounts = 0;
  TRY(parse_remaining_accounts_info(params->data + 8 + PARAMS_LEN, params->data_len - 8 - PARAMS_LEN,
                                    params->ka_num - 11, &hook_accounts));

  TRY(load_mint(c.mint, NULL));
  TRY(load_token_account(c.escrow_token, NULL));
  TRY(load_token_account(c.sender_token, NULL));
  TRY(require_token_program(c.token_program));
  TRY(check_common(&c, &ka[8]));
  AssociatedToken escrow_token = {c.escrow_token, c.escrow->key, c.mint->key, c.token_program->key};
  TRY(require_associated_token(&escrow_token));
  TRY(check_params(c.args));

  TRY(require_supported_mint(c.mint));
  u8 flag = pubkey_eq(c.mint->owner, &TOKEN_PROGRAM_ID) ? TOKEN_PROGRAM_FLAG_SPL_TOKEN : TOKEN_PROGRAM_FLAG_TOKEN_2022;
  if (!pubkey_eq(c.mint->owner, c.token_program->key)) return LOCKER_INCORRECT_TOKEN_PROGRAM_ID;
  u64 total = 0;
  TRY(total_deposit(c.args, &total));
  TRY(require_transfer_hook_accounts(c.mint, hook_accounts));

  TRY(init_escrow(&c, flag));
  u64 with_fee = 0;
  TRY(transfer_fee_included_amount(c.mint, total, &with_fee));
  TokenTransfer deposit = {params, c.token_program, c.sender_token, c.mint, c.escrow_token, c.sender, NULL, with_fee};
  TRY(token_transfer(&deposit));
  return emit_created(&c);
}
