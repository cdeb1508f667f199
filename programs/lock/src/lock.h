/*
 * The lock program's shared vocabulary: the programs it calls, the VestingEscrow layout (Jupiter
 * Lock's zero-copy account, byte for byte), the account checks every instruction runs before it
 * changes anything, and the token, event and PDA helpers. One header, one concept per source file.
 */
#pragma once

#include "errors.h"
#include "solana.h"

/* ---- Programs this one calls or checks by id. */
static const SolPubkey SYSTEM_PROGRAM_ID = {{0}};
static const SolPubkey TOKEN_PROGRAM_ID = {{6, 221, 246, 225, 215, 101, 161, 147, 217, 203, 225, 70, 206, 235, 121, 172,
                                            28, 180, 133, 237, 95, 91, 55, 145, 58, 140, 245, 133, 126, 255, 0, 169}};
static const SolPubkey TOKEN_2022_PROGRAM_ID = {{6, 221, 246, 225, 238, 117, 143, 222, 24, 66, 93, 188, 228, 108, 205, 218,
                                                 182, 26, 252, 77, 131, 185, 13, 39, 254, 189, 249, 40, 216, 161, 139, 252}};
static const SolPubkey ASSOCIATED_TOKEN_PROGRAM_ID = {{140, 151, 37, 143, 78, 36, 137, 241, 187, 61, 16, 41, 20, 142, 13, 131,
                                                       11, 90, 19, 153, 218, 255, 16, 132, 4, 142, 123, 216, 219, 233, 248, 89}};
static const SolPubkey MEMO_PROGRAM_ID = {{5, 74, 83, 90, 153, 41, 33, 6, 77, 36, 232, 113, 96, 218, 56, 124,
                                           124, 53, 181, 221, 188, 146, 187, 129, 228, 31, 168, 64, 65, 5, 68, 141}};

/* ---- Anchor discriminators: sha256("global:<instruction>")[0..8], sha256("account:<Type>")[0..8]. */
#define DISCRIMINATOR_LEN 8
static const u8 IX_CREATE_VESTING_ESCROW[8] = {0x17, 0x64, 0xc5, 0x5e, 0xde, 0x99, 0x26, 0x5a};
static const u8 IX_CREATE_VESTING_ESCROW_V2[8] = {0xb5, 0x9b, 0x68, 0xb7, 0xb6, 0x80, 0x23, 0x2f};
static const u8 IX_CLAIM[8] = {0x3e, 0xc6, 0xd6, 0xc1, 0xd5, 0x9f, 0x6c, 0xd2};
static const u8 IX_CLAIM_V2[8] = {0xe5, 0x57, 0x2e, 0xa2, 0x15, 0x9d, 0xe7, 0x72};
static const u8 IX_CANCEL_VESTING_ESCROW[8] = {0xd9, 0xe9, 0x0d, 0x03, 0x8f, 0x65, 0x35, 0xc9};
static const u8 IX_UPDATE_VESTING_ESCROW_RECIPIENT[8] = {0x1a, 0xf2, 0x7f, 0xff, 0xed, 0x6d, 0x2f, 0xce};
static const u8 IX_CREATE_VESTING_ESCROW_METADATA[8] = {0x5d, 0x4e, 0x21, 0x67, 0xad, 0x7d, 0x46, 0x00};
/* Anchor's EVENT_IX_TAG_LE: the self-CPI that carries an event (emit_cpi!). */
static const u8 IX_EMIT_EVENT[8] = {0xe4, 0x45, 0xa5, 0x2e, 0x51, 0xcb, 0x9a, 0x1d};
static const u8 ACCOUNT_VESTING_ESCROW[8] = {0xf4, 0x77, 0xb7, 0x04, 0x49, 0x74, 0x87, 0xc3};
static const u8 ACCOUNT_VESTING_ESCROW_METADATA[8] = {0x18, 0xcc, 0xa6, 0x68, 0x57, 0x9e, 0x4c, 0x0d};

/* ---- VestingEscrow: 8 discriminator bytes, then 288 bytes of fields (repr(C), little-endian). */
#define ESCROW_SPACE (8 + 288)
#define ESCROW_RECIPIENT 8
#define ESCROW_TOKEN_MINT 40
#define ESCROW_CREATOR 72
#define ESCROW_BASE 104
#define ESCROW_BUMP 136
#define ESCROW_UPDATE_RECIPIENT_MODE 137
#define ESCROW_CANCEL_MODE 138
#define ESCROW_TOKEN_PROGRAM_FLAG 139
#define ESCROW_CLIFF_TIME 144
#define ESCROW_FREQUENCY 152
#define ESCROW_CLIFF_UNLOCK_AMOUNT 160
#define ESCROW_AMOUNT_PER_PERIOD 168
#define ESCROW_NUMBER_OF_PERIOD 176
#define ESCROW_TOTAL_CLAIMED_AMOUNT 184
#define ESCROW_VESTING_START_TIME 192
#define ESCROW_CANCELLED_AT 200

#define TOKEN_PROGRAM_FLAG_SPL_TOKEN 0
#define TOKEN_PROGRAM_FLAG_TOKEN_2022 1

/* Who may cancel or change the recipient: a bit for the creator, a bit for the recipient. */
#define ACTOR_CREATOR 0x1
#define ACTOR_RECIPIENT 0x2
#define MODE_MAX 3

static inline SolPubkey *escrow_key_at(u8 *escrow, u64 offset) { return (SolPubkey *)(escrow + offset); }

/* The schedule the unlock math reads, copied out of the escrow (or out of the parameters). */
typedef struct {
  u64 cliff_time;
  u64 frequency;
  u64 cliff_unlock_amount;
  u64 amount_per_period;
  u64 number_of_period;
  u64 total_claimed_amount;
} Schedule;

void schedule_from_escrow(const u8 *escrow, Schedule *schedule);
u64 schedule_total_amount(const Schedule *schedule, u64 *total);
u64 schedule_unlocked_amount(const Schedule *schedule, u64 now, u64 *unlocked);
u64 schedule_claimable_amount(const Schedule *schedule, u64 now, u64 *claimable);
u8 escrow_actor_flag(const u8 *escrow, const SolPubkey *signer);

/* ---- Account checks (Anchor's, in the same order and with the same codes). */
u64 require_accounts(const SolParameters *params, u64 count);
u64 require_signer(const SolAccountInfo *account);
u64 require_writable(const SolAccountInfo *account);
u64 require_program(const SolAccountInfo *account, const SolPubkey *id);
u64 require_token_program(const SolAccountInfo *account);
u64 load_escrow(const SolParameters *params, const SolAccountInfo *account, u8 **escrow);

/* A token account or a mint, read in place (classic SPL Token or Token-2022). */
#define TOKEN_ACCOUNT_MINT 0
#define TOKEN_ACCOUNT_OWNER 32
#define TOKEN_ACCOUNT_AMOUNT 64
#define MINT_DECIMALS 44
u64 load_token_account(const SolAccountInfo *account, const SolPubkey *only_program);
u64 load_mint(const SolAccountInfo *account, const SolPubkey *only_program);
static inline const SolPubkey *token_account_mint(const SolAccountInfo *a) { return (const SolPubkey *)(a->data + TOKEN_ACCOUNT_MINT); }
static inline const SolPubkey *token_account_owner(const SolAccountInfo *a) { return (const SolPubkey *)(a->data + TOKEN_ACCOUNT_OWNER); }
static inline u64 token_account_amount(const SolAccountInfo *a) { return read_u64(a->data + TOKEN_ACCOUNT_AMOUNT); }
static inline u8 mint_decimals(const SolAccountInfo *mint) { return mint->data[MINT_DECIMALS]; }

/* `associated_token::mint, ::authority, ::token_program`, as Anchor checks it. */
typedef struct {
  const SolAccountInfo *token_account;
  const SolPubkey *authority;
  const SolPubkey *mint;
  const SolPubkey *token_program;
} AssociatedToken;
u64 require_associated_token(const AssociatedToken *expected);

/* A Token-2022 extension's bytes (type as in spl-token-2022's ExtensionType), or NULL. */
#define EXTENSION_TRANSFER_FEE_CONFIG 1
#define EXTENSION_MEMO_TRANSFER 8
#define EXTENSION_TRANSFER_HOOK 14
const u8 *token_extension(const SolAccountInfo *account, u16 type);
u64 require_supported_mint(const SolAccountInfo *mint);

/* ---- PDAs. */
static const char ESCROW_SEED[] = "escrow";
typedef struct {
  SolParameters *params;
  const SolAccountInfo *payer;
  const SolAccountInfo *account;
  u64 space;
  const SolSignerSeed *seeds; /* the account's seeds with its bump, to sign its creation */
  u64 seeds_len;
} ProgramAccount;
u64 create_program_account(const ProgramAccount *account);
u64 rent_exempt_minimum(u64 data_len);
u64 escrow_address(const SolPubkey *program_id, const SolPubkey *base, SolPubkey *escrow, u8 *bump);
u64 require_event_accounts(const SolParameters *params, u64 event_authority_index);

/* ---- Token movements out of or into the escrow. */
typedef struct {
  SolParameters *params;
  const SolAccountInfo *token_program;
  const SolAccountInfo *from;
  const SolAccountInfo *mint; /* NULL: classic Transfer; else TransferChecked */
  const SolAccountInfo *to;
  const SolAccountInfo *authority;
  const u8 *escrow; /* set when the escrow PDA signs */
  u64 amount;
} TokenTransfer;
u64 token_transfer(const TokenTransfer *transfer);
u64 memo_if_required(SolParameters *params, const SolAccountInfo *destination, const char *memo, u64 len);
u64 close_escrow_token(const TokenTransfer *close);
u64 harvest_withheld_to_mint(const TokenTransfer *harvest);

/* ---- Transfer fees (Token-2022's TransferFeeConfig), the amounts as Jupiter Lock computes them. */
u64 transfer_fee_included_amount(const SolAccountInfo *mint, u64 excluded, u64 *included);

/* ---- Remaining accounts: Option<RemainingAccountsInfo>, as the v2 instructions take it. */
u64 parse_remaining_accounts_info(const u8 *data, u64 len, u64 available, u64 *hook_accounts);
u64 require_transfer_hook_accounts(const SolAccountInfo *mint, u64 hook_accounts);

/* ---- Events: emit_cpi! (a self-CPI signed by the event authority) and emit! (a log). */
u64 emit_event_cpi(SolParameters *params, u64 event_authority_index, const u8 *event, u64 len);
u64 handle_emit_event(const SolParameters *params);
void sol_log_data(const SolSignerSeed *fields, u64 count);

/* ---- Instructions. */
u64 create_vesting_escrow(SolParameters *params);
u64 create_vesting_escrow_v2(SolParameters *params);
u64 claim(SolParameters *params);
u64 claim_v2(SolParameters *params);
u64 cancel_vesting_escrow(SolParameters *params);
u64 update_vesting_escrow_recipient(SolParameters *params);
u64 create_vesting_escrow_metadata(SolParameters *params);

/* Clock: the unix timestamp as u64, as the source casts it. */
static inline u64 now_u64(void) {
  SolClock clock;
  sol_get_clock_sysvar(&clock);
  return (u64)clock.unix_timestamp;
}
