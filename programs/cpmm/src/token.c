#include "abort.h"
#include "token.h"
#include "errors.h"
#include "keys.h"
#include "seeds.h"
#include "u128.h"

#define ACCOUNT_TYPE_OFFSET 165
#define ACCOUNT_TYPE_MINT 1
#define ACCOUNT_TYPE_ACCOUNT 2
#define EXTENSION_TRANSFER_FEE_CONFIG 1
#define EXTENSION_METADATA_POINTER 18
#define EXTENSION_TOKEN_METADATA 19
#define TRANSFER_FEE_AMOUNT_ACCOUNT_LEN (TOKEN_ACCOUNT_LEN + 1 + 4 + 8)
#define MAX_FEE_BASIS_POINTS 10000

static bool owned_by_token_program(const SolAccountInfo *account) {
  return pubkey_eq(account->owner, &TOKEN_PROGRAM_ID) || pubkey_eq(account->owner, &TOKEN_2022_PROGRAM_ID);
}

u64 token_account_check(const SolAccountInfo *account) {
  if (!owned_by_token_program(account)) return ERR_AccountOwnedByWrongProgram;
  bool classic = pubkey_eq(account->owner, &TOKEN_PROGRAM_ID);
  if (account->data_len < TOKEN_ACCOUNT_LEN || (classic && account->data_len != TOKEN_ACCOUNT_LEN))
    return ERR_AccountDidNotDeserialize;
  if (account->data_len > TOKEN_ACCOUNT_LEN && account->data[ACCOUNT_TYPE_OFFSET] != ACCOUNT_TYPE_ACCOUNT)
    return ERR_AccountDidNotDeserialize;
  if (account->data[108] == 0) return ERR_AccountDidNotDeserialize; /* state: uninitialized */
  return SUCCESS;
}

u64 mint_check(const SolAccountInfo *mint) {
  if (!owned_by_token_program(mint)) return ERR_AccountOwnedByWrongProgram;
  bool classic = pubkey_eq(mint->owner, &TOKEN_PROGRAM_ID);
  bool plain = mint->data_len == MINT_LEN;
  bool extended = !classic && mint->data_len > ACCOUNT_TYPE_OFFSET && mint->data[ACCOUNT_TYPE_OFFSET] == ACCOUNT_TYPE_MINT;
  if (!plain && !extended) return ERR_AccountDidNotDeserialize;
  if (mint->data[45] == 0) return ERR_AccountDidNotDeserialize; /* is_initialized */
  return SUCCESS;
}

/* Walks a Token-2022 mint's extensions (type u16, length u16, value), stopping at the first
 * uninitialized entry as Token-2022 does. Returns the value of `wanted`, or NULL; with wanted 0
 * it returns NULL after checking every type is one CPMM accepts, setting *supported. */
static const u8 *find_extension(const SolAccountInfo *mint, u16 wanted, bool *supported) {
  if (supported) *supported = true;
  if (mint->data_len <= ACCOUNT_TYPE_OFFSET) return NULL;
  u64 at = ACCOUNT_TYPE_OFFSET + 1;
  while (at + 4 <= mint->data_len) {
    u16 type = read_u16(mint->data + at);
    u16 length = read_u16(mint->data + at + 2);
    if (type == 0) break;
    if (at + 4 + length > mint->data_len) break;
    if (wanted != 0 && type == wanted) return mint->data + at + 4;
    if (supported && type != EXTENSION_TRANSFER_FEE_CONFIG && type != EXTENSION_METADATA_POINTER &&
        type != EXTENSION_TOKEN_METADATA)
      *supported = false;
    at += 4 + (u64)length;
  }
  return NULL;
}

bool mint_is_supported(const SolAccountInfo *mint) {
  if (pubkey_eq(mint->owner, &TOKEN_PROGRAM_ID)) return true;
  bool supported = true;
  find_extension(mint, 0, &supported);
  return supported;
}

u64 vault_space_for(const SolAccountInfo *mint) {
  if (!pubkey_eq(mint->owner, &TOKEN_2022_PROGRAM_ID)) return TOKEN_ACCOUNT_LEN;
  /* Of the accepted extensions only a transfer fee needs room in holders' accounts. */
  return find_extension(mint, EXTENSION_TRANSFER_FEE_CONFIG, NULL) ? TRANSFER_FEE_AMOUNT_ACCOUNT_LEN
                                                                   : TOKEN_ACCOUNT_LEN;
}

/* The fee in force at `epoch`: TransferFeeConfig holds an older and a newer fee (epoch u64,
 * maximum_fee u64, basis_points u16 each) after two authorities and the withheld amount. */
static const u8 *epoch_fee(const SolAccountInfo *mint, u64 epoch) {
  if (pubkey_eq(mint->owner, &TOKEN_PROGRAM_ID)) return NULL;
  const u8 *config = find_extension(mint, EXTENSION_TRANSFER_FEE_CONFIG, NULL);
  if (!config) return NULL;
  const u8 *older = config + 72, *newer = config + 90;
  return epoch >= read_u64(newer) ? newer : older;
}

/* min(ceil(amount * bps / 10,000), maximum_fee), as Token-2022 charges. */
static u64 fee_of(const u8 *fee, u64 amount) {
  u64 basis_points = read_u16(fee + 16), maximum_fee = read_u64(fee + 8);
  if (basis_points == 0 || amount == 0) return 0;
  u128 product, divisor, quotient, remainder;
  u128_mul_u64(&product, amount, basis_points);
  u128_set(&divisor, MAX_FEE_BASIS_POINTS);
  u128_divmod(&product, &divisor, &quotient, &remainder);
  u64 raw = quotient.lo + (u128_is_zero(&remainder) ? 0 : 1); /* rounded up */
  return raw < maximum_fee ? raw : maximum_fee;
}

u64 transfer_fee(const SolAccountInfo *mint, u64 epoch, u64 amount) {
  const u8 *fee = epoch_fee(mint, epoch);
  return fee ? fee_of(fee, amount) : 0;
}

u64 transfer_inverse_fee(const SolAccountInfo *mint, u64 epoch, u64 post_fee_amount) {
  const u8 *fee = epoch_fee(mint, epoch);
  if (!fee) return 0;
  u64 basis_points = read_u16(fee + 16), maximum_fee = read_u64(fee + 8);
  if (basis_points == MAX_FEE_BASIS_POINTS) return maximum_fee;
  if (basis_points == 0 || post_fee_amount == 0) return 0;
  /* The smallest pre-fee amount, rounded up, capped where the maximum fee applies; then the fee of it. */
  u128 numerator, denominator, quotient, remainder;
  u128_mul_u64(&numerator, post_fee_amount, MAX_FEE_BASIS_POINTS);
  u128_set(&denominator, MAX_FEE_BASIS_POINTS - basis_points);
  u128_divmod(&numerator, &denominator, &quotient, &remainder);
  if (!u128_is_zero(&remainder)) {
    u128 one = {1, 0};
    u128_add(&quotient, &quotient, &one);
  }
  u128 post;
  u128_set(&post, post_fee_amount);
  u128 raw_fee;
  u128_sub(&raw_fee, &quotient, &post);
  u64 pre_fee_amount;
  if (raw_fee.hi != 0 || raw_fee.lo >= maximum_fee) {
    if (post_fee_amount > ~0ULL - maximum_fee) abort_program();
    pre_fee_amount = post_fee_amount + maximum_fee;
  } else {
    if (quotient.hi != 0) abort_program();
    pre_fee_amount = quotient.lo;
  }
  return fee_of(fee, pre_fee_amount);
}

/* ---- Instructions invoked. */

static u64 invoke(const SolParameters *params, const SolPubkey *program, SolAccountMeta *metas, u64 count,
                  u8 *data, u64 data_len, const Authority *signer) {
  SolInstruction instruction = {(SolPubkey *)program, metas, count, data, data_len};
  if (!signer) return sol_invoke_signed_c(&instruction, params->ka, (int)params->ka_num, NULL, 0);
  const SolSignerSeed seeds[] = {SEED(AUTH_SEED), {&signer->bump, 1}};
  const SolSignerSeeds signers[] = {{seeds, 2}};
  return sol_invoke_signed_c(&instruction, params->ka, (int)params->ka_num, signers, 1);
}

u64 token_transfer_checked(const SolParameters *params, const TokenTransfer *t, const Authority *signer) {
  if (t->amount == 0) return SUCCESS;
  u8 data[10];
  data[0] = 12; /* TransferChecked */
  write_u64(data + 1, t->amount);
  data[9] = t->decimals;
  SolAccountMeta metas[] = {{t->from->key, true, false},
                            {t->mint->key, false, false},
                            {t->to->key, true, false},
                            {t->authority->key, false, true}};
  return invoke(params, t->token_program, metas, 4, data, sizeof(data), signer);
}

u64 token_mint_to(const SolParameters *params, const TokenTransfer *t, const Authority *signer) {
  u8 data[9];
  data[0] = 7; /* MintTo */
  write_u64(data + 1, t->amount);
  SolAccountMeta metas[] = {{t->mint->key, true, false}, {t->to->key, true, false}, {t->authority->key, false, true}};
  return invoke(params, t->token_program, metas, 3, data, sizeof(data), signer);
}

u64 token_burn(const SolParameters *params, const TokenTransfer *t) {
  u8 data[9];
  data[0] = 8; /* Burn */
  write_u64(data + 1, t->amount);
  SolAccountMeta metas[] = {{t->from->key, true, false}, {t->mint->key, true, false}, {t->authority->key, false, true}};
  return invoke(params, t->token_program, metas, 3, data, sizeof(data), NULL);
}

u64 token_initialize_account3(const SolParameters *params, const SolPubkey *token_program,
                              SolAccountInfo *account, SolAccountInfo *mint, const SolPubkey *owner) {
  u8 data[33];
  data[0] = 18; /* InitializeAccount3 */
  sol_memcpy(data + 1, owner, 32);
  SolAccountMeta metas[] = {{account->key, true, false}, {mint->key, false, false}};
  return invoke(params, token_program, metas, 2, data, sizeof(data), NULL);
}

u64 token_initialize_mint2(const SolParameters *params, SolAccountInfo *mint, u8 decimals, const SolPubkey *authority) {
  u8 data[67];
  data[0] = 20; /* InitializeMint2 */
  data[1] = decimals;
  sol_memcpy(data + 2, authority, 32);
  sol_memset(data + 34, 0, 33); /* no freeze authority */
  SolAccountMeta metas[] = {{mint->key, true, false}};
  return invoke(params, &TOKEN_PROGRAM_ID, metas, 1, data, sizeof(data), NULL);
}

u64 token_sync_native(const SolParameters *params, SolAccountInfo *account) {
  u8 data[1] = {17}; /* SyncNative */
  SolAccountMeta metas[] = {{account->key, true, false}};
  return invoke(params, &TOKEN_PROGRAM_ID, metas, 1, data, sizeof(data), NULL);
}
