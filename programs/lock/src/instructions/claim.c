/*
 * claim (SPL Token) and claim_v2 (SPL Token or Token-2022): pays the recipient what has unlocked
 * and not been claimed, at most `max_amount`, from the escrow's associated token account. Before
 * the cliff that is nothing: the claim succeeds and moves 0, as the source does.
 *
 * claim accounts: escrow (mut, has_one recipient, not cancelled), escrow_token (mut), recipient
 *   (signer, mut), recipient_token (mut), token_program, event_authority, program.
 * claim_v2 accounts: escrow, token_mint, escrow_token, recipient, recipient_token, memo_program,
 *   token_program, event_authority, program, then the transfer hook's accounts.
 * Data: max_amount u64; v2 adds Option<RemainingAccountsInfo>.
 */


#define CLAIM_EVENT_LEN (8 + 8 + 8 + 32)

static const u8 EVENT_CLAIM[8] = {0xab, 0x90, 0x01, 0xbd, 0x78, 0xc8, 0x26, 0x0b};
static const char claim_memo[] = "Jup-Lock ClaimVesting";

typedef struct {
  SolParameters *params;
  SolAccountInfo *escrow;
  SolAccountInfo *mint; /* v2 only */
  SolAccountInfo *escrow_token;
  SolAccountInfo *recipient;
  SolAccountInfo *recipient_token;
  SolAccountInfo *token_program;
  u64 event_authority_index;
  u8 *state;
} Claim;

/* The escrow's own checks: `mut`, the loader, has_one recipient, not cancelled. */
static u64 check_escrow(Claim *c) {
  TRY(require_writable(c->escrow));
  TRY(load_escrow(c->params, c->escrow, &c->state));
  if (!pubkey_eq(escrow_key_at(c->state, ESCROW_RECIPIENT), c->recipient->key)) return ANCHOR_CONSTRAINT_HAS_ONE;
  if (read_u64(c->state + ESCROW_CANCELLED_AT) != 0) return LOCKER_ALREADY_CANCELLED;
  return SUCCESS;
}

static u64 check_recipient(const Claim *c) {
  TRY(require_writable(c->escrow_token));
  TRY(require_signer(c->recipient));
  TRY(require_writable(c->recipient));
  TRY(require_writable(c->recipient_token));
  if (pubkey_eq(c->recipient_token->key, c->escrow_token->key)) return LOCKER_INVALID_RECIPIENT_TOKEN_ACCOUNT;
  return SUCCESS;
}

/* Records the claim (checked) and returns how much it pays: claimable now, at most max_amount. */
static u64 record_claim(const Claim *c, u64 max_amount, u64 now, u64 *amount) {
  Schedule schedule;
  schedule_from_escrow(c->state, &schedule);
  u64 claimable = 0;
  TRY(schedule_claimable_amount(&schedule, now, &claimable));
  *amount = claimable < max_amount ? claimable : max_amount;
  if (schedule.total_claimed_amount > UINT64_MAX - *amount) return LOCKER_MATH_OVERFLOW;
  write_u64(c->state + ESCROW_TOTAL_CLAIMED_AMOUNT, schedule.total_claimed_amount + *amount);
  return SUCCESS;
}

static u64 emit_claimed(const Claim *c, u64 amount, u64 now) {
  u8 event[CLAIM_EVENT_LEN];
  sol_memcpy(event, EVENT_CLAIM, 8);
  write_u64(event + 8, amount);
  write_u64(event + 16, now);
  sol_memcpy(event + 24, c->escrow->key, 32);
  return emit_event_cpi(c->params, c->event_authority_index, event, CLAIM_EVENT_LEN);
}

u64 claim(SolParameters *params) {
  if (params->data_len < DISCRIMINATOR_LEN + 8) return ANCHOR_INSTRUCTION_DID_NOT_DESERIALIZE;
  u64 max_amount = read_u64(params->data + 8);
  TRY(require_accounts(params, 7));
  SolAccountInfo *ka = params->ka;
  Claim c = {params, &ka[0], NULL, &ka[1], &ka[2], &ka[3], &ka[4], 5, NULL};

  TRY(check_escrow(&c));
  TRY(load_token_account(c.escrow_token, &TOKEN_PROGRAM_ID));
  TRY(load_token_account(c.recipient_token, &TOKEN_PROGRAM_ID));
  TRY(require_program(c.token_program, &TOKEN_PROGRAM_ID));
  TRY(check_recipient(&c));
  AssociatedToken escrow_token = {c.escrow_token, c.escrow->key, escrow_key_at(c.state, ESCROW_TOKEN_MINT), &TOKEN_PROGRAM_ID};
  TRY(require_associated_token(&escrow_token));
  TRY(require_event_accounts(params, c.event_authority_index));

  u64 now = now_u64();
  u64 amount = 0;
  TRY(record_claim(&c, max_amount, now, &amount));
  TokenTransfer payout = {params, c.token_program, c.escrow_token, NULL, c.recipient_token, c.escrow, c.state, amount};
  TRY(token_transfer(&payout));
  return emit_claimed(&c, amount, now);
}

u64 claim_v2(SolParameters *params) {
  if (params->data_len < DISCRIMINATOR_LEN + 8) return ANCHOR_INSTRUCTION_DID_NOT_DESERIALIZE;
  u64 max_amount = read_u64(params->data + 8);
  TRY(require_accounts(params, 9));
  u64 hook_accounts = 0;
  TRY(parse_remaining_accounts_info(params->data + 16, params->data_len - 16, params->ka_num - 9, &hook_accounts));
  SolAccountInfo *ka = params->ka;
  Claim c = {params, &ka[0], &ka[1], &ka[2], &ka[3], &ka[4], &ka[6], 7, NULL};

  TRY(check_escrow(&c));
  /* has_one token_mint: the escrow pays only from the mint it was created for. */
  if (!pubkey_eq(escrow_key_at(c.state, ESCROW_TOKEN_MINT), c.mint->key)) return ANCHOR_CONSTRAINT_HAS_ONE;
  TRY(load_mint(c.mint, NULL));
  TRY(load_token_account(c.escrow_token, NULL));
  TRY(load_token_account(c.recipient_token, NULL));
  TRY(require_program(&ka[5], &MEMO_PROGRAM_ID));
  TRY(require_token_program(c.token_program));
  TRY(check_recipient(&c));
  AssociatedToken escrow_token = {c.escrow_token, c.escrow->key, c.mint->key, c.token_program->key};
  TRY(require_associated_token(&escrow_token));
  AssociatedToken recipient_token = {c.recipient_token, c.recipient->key, c.mint->key, c.token_program->key};
  TRY(require_associated_token(&recipient_token));
  TRY(require_event_accounts(params, c.event_authority_index));
  TRY(require_transfer_hook_accounts(c.mint, hook_accounts));

  u64 now = now_u64();
  u64 amount = 0;
  TRY(record_claim(&c, max_amount, now, &amount));
  TRY(memo_if_required(params, c.recipient_token, claim_memo, sizeof(claim_memo) - 1));
  TokenTransfer payout = {params, c.token_program, c.escrow_token, c.mint, c.recipient_token, c.escrow, c.state, amount};
  TRY(token_transfer(&payout));
  return emit_claimed(&c, amount, now);
}
