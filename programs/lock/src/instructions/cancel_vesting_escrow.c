/*
 * cancel_vesting_escrow: whoever the cancel mode allows (creator, recipient, either; never for
 * mode 0) ends the schedule now. What has unlocked and not been claimed goes to the recipient,
 * the rest of the escrow's tokens back to the creator; withheld transfer fees are harvested to
 * the mint, and the escrow's token account is closed to the rent receiver. The escrow stays, with
 * cancelled_at set, so later claims and cancels are refused (AlreadyCancelled).
 *
 * Accounts: escrow (mut, has_one token_mint, not cancelled), token_mint, escrow_token (mut),
 *   creator_token (mut), recipient_token (mut), rent_receiver (mut), signer (signer, mut),
 *   memo_program, token_program, event_authority, program, then the transfer hook's accounts.
 * Data: Option<RemainingAccountsInfo>.
 */


#define CANCELLED_EVENT_LEN (8 + 32 + 32 + 8 + 8 + 8)

static const u8 EVENT_CANCEL_VESTING_ESCROW[8] = {0x71, 0x02, 0x75, 0xad, 0xc3, 0x27, 0x65, 0x9b};
static const char cancel_memo[] = "Jup-Lock CancelVesting";

typedef struct {
  u64 claimable;
  u64 remaining;
  u64 cancelled_at;
} Settlement;

static u64 check_accounts(SolParameters *params, u8 **state) {
  SolAccountInfo *ka = params->ka;
  TRY(require_writable(&ka[0]));
  TRY(load_escrow(params, &ka[0], state));
  if (!pubkey_eq(escrow_key_at(*state, ESCROW_TOKEN_MINT), ka[1].key)) return ANCHOR_CONSTRAINT_HAS_ONE;
  if (read_u64(*state + ESCROW_CANCELLED_AT) != 0) return LOCKER_ALREADY_CANCELLED;
  TRY(load_mint(&ka[1], NULL));
  for (u64 i = 2; i <= 4; i++) {
    TRY(require_writable(&ka[i]));
    TRY(load_token_account(&ka[i], NULL));
  }
  TRY(require_writable(&ka[5]));
  TRY(require_signer(&ka[6]));
  TRY(require_writable(&ka[6]));
  TRY(require_program(&ka[7], &MEMO_PROGRAM_ID));
  TRY(require_token_program(&ka[8]));
  const SolPubkey *mint = ka[1].key;
  const SolPubkey *token_program = ka[8].key;
  AssociatedToken escrow_token = {&ka[2], ka[0].key, mint, token_program};
  TRY(require_associated_token(&escrow_token));
  AssociatedToken creator_token = {&ka[3], escrow_key_at(*state, ESCROW_CREATOR), mint, token_program};
  TRY(require_associated_token(&creator_token));
  AssociatedToken recipient_token = {&ka[4], escrow_key_at(*state, ESCROW_RECIPIENT), mint, token_program};
  TRY(require_associated_token(&recipient_token));
  return require_event_accounts(params, 9);
}

static u64 settle(SolParameters *params, u8 *state, Settlement *s) {
  if ((state[ESCROW_CANCEL_MODE] & escrow_actor_flag(state, params->ka[6].key)) == 0) {
    return LOCKER_NOT_PERMIT_TO_DO_THIS_ACTION;
  }
  s->cancelled_at = now_u64();
  Schedule schedule;
  schedule_from_escrow(state, &schedule);
  TRY(schedule_claimable_amount(&schedule, s->cancelled_at, &s->claimable));
  u64 held = token_account_amount(&params->ka[2]);
  if (held < s->claimable) return LOCKER_MATH_OVERFLOW;
  s->remaining = held - s->claimable;
  write_u64(state + ESCROW_CANCELLED_AT, s->cancelled_at);
  return s->cancelled_at > 0 ? SUCCESS : LOCKER_CANCELLED_AT_IS_ZERO;
}

static u64 pay_out(SolParameters *params, u8 *state, const Settlement *s) {
  SolAccountInfo *ka = params->ka;
  TokenTransfer transfer = {params, &ka[8], &ka[2], &ka[1], &ka[4], &ka[0], state, s->claimable};
  TRY(memo_if_required(params, &ka[4], cancel_memo, sizeof(cancel_memo) - 1));
  TRY(token_transfer(&transfer));
  transfer.to = &ka[3];
  transfer.amount = s->remaining;
  TRY(memo_if_required(params, &ka[3], cancel_memo, sizeof(cancel_memo) - 1));
  TRY(token_transfer(&transfer));
  TRY(harvest_withheld_to_mint(&transfer));
  transfer.to = &ka[5];
  return close_escrow_token(&transfer);
}

u64 cancel_vesting_escrow(SolParameters *params) {
  TRY(require_accounts(params, 11));
  u64 hook_accounts = 0;
  TRY(parse_remaining_accounts_info(params->data + 8, params->data_len - 8, params->ka_num - 11, &hook_accounts));
  u8 *state = NULL;
  TRY(check_accounts(params, &state));
  TRY(require_transfer_hook_accounts(&params->ka[1], hook_accounts));

  Settlement s;
  TRY(settle(params, state, &s));
  TRY(pay_out(params, state, &s));

  u8 event[CANCELLED_EVENT_LEN];
  sol_memcpy(event, EVENT_CANCEL_VESTING_ESCROW, 8);
  sol_memcpy(event + 8, params->ka[0].key, 32);
  sol_memcpy(event + 40, params->ka[6].key, 32);
  write_u64(event + 72, s.claimable);
  write_u64(event + 80, s.remaining);
  write_u64(event + 88, s.cancelled_at);
  return emit_event_cpi(params, 9, event, CANCELLED_EVENT_LEN);
}
