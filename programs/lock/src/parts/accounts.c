/*
 * The account checks every instruction runs before it changes anything, with the codes Anchor's
 * derived constraints return for the same failures (Signer, `mut`, Program, AccountLoader,
 * Account / InterfaceAccount of TokenAccount and Mint, associated_token::*).
 */


#define SPL_ACCOUNT_LEN 165
#define SPL_MINT_LEN 82
#define ACCOUNT_TYPE_OFFSET 165
#define ACCOUNT_TYPE_MINT 1
#define ACCOUNT_TYPE_ACCOUNT 2
#define TOKEN_ACCOUNT_STATE 108
#define MINT_IS_INITIALIZED 45

u64 require_accounts(const SolParameters *params, u64 count) {
  return params->ka_num < count ? ANCHOR_ACCOUNT_NOT_ENOUGH_KEYS : SUCCESS;
}

u64 require_signer(const SolAccountInfo *account) {
  return account->is_signer ? SUCCESS : ANCHOR_ACCOUNT_NOT_SIGNER;
}

u64 require_writable(const SolAccountInfo *account) {
  return account->is_writable ? SUCCESS : ANCHOR_CONSTRAINT_MUT;
}

u64 require_program(const SolAccountInfo *account, const SolPubkey *id) {
  return pubkey_eq(account->key, id) ? SUCCESS : ANCHOR_INVALID_PROGRAM_ID;
}

/* Interface<TokenInterface>: SPL Token or Token-2022. */
u64 require_token_program(const SolAccountInfo *account) {
  if (pubkey_eq(account->key, &TOKEN_PROGRAM_ID) || pubkey_eq(account->key, &TOKEN_2022_PROGRAM_ID)) return SUCCESS;
  return ANCHOR_INVALID_PROGRAM_ID;
}

/* AccountLoader<VestingEscrow>: owned by this program, long enough, with the account discriminator. */
u64 load_escrow(const SolParameters *params, const SolAccountInfo *account, u8 **escrow) {
  if (!pubkey_eq(account->owner, params->program_id)) return ANCHOR_ACCOUNT_OWNED_BY_WRONG_PROGRAM;
  if (account->data_len < DISCRIMINATOR_LEN) return ANCHOR_ACCOUNT_DISCRIMINATOR_NOT_FOUND;
  if (!sol_memeq(account->data, ACCOUNT_VESTING_ESCROW, DISCRIMINATOR_LEN)) return ANCHOR_ACCOUNT_DISCRIMINATOR_MISMATCH;
  if (account->data_len < ESCROW_SPACE) return ANCHOR_ACCOUNT_DID_NOT_DESERIALIZE;
  *escrow = account->data;
  return SUCCESS;
}

static u64 require_token_owner(const SolAccountInfo *account, const SolPubkey *only_program) {
  if (only_program != NULL) return pubkey_eq(account->owner, only_program) ? SUCCESS : ANCHOR_ACCOUNT_OWNED_BY_WRONG_PROGRAM;
  if (pubkey_eq(account->owner, &TOKEN_PROGRAM_ID) || pubkey_eq(account->owner, &TOKEN_2022_PROGRAM_ID)) return SUCCESS;
  return ANCHOR_ACCOUNT_OWNED_BY_WRONG_PROGRAM;
}

/* Whether the data is a base state of `base_len` bytes, or Token-2022's extended layout of `type`. */
static bool token_layout_is(const SolAccountInfo *account, u64 base_len, u8 type) {
  if (account->data_len == base_len) return true;
  if (!pubkey_eq(account->owner, &TOKEN_2022_PROGRAM_ID)) return false;
  return account->data_len > ACCOUNT_TYPE_OFFSET && account->data[ACCOUNT_TYPE_OFFSET] == type;
}

/* Account<TokenAccount> (only_program set) or InterfaceAccount<TokenAccount> (NULL). */
u64 load_token_account(const SolAccountInfo *account, const SolPubkey *only_program) {
  TRY(require_token_owner(account, only_program));
  if (!token_layout_is(account, SPL_ACCOUNT_LEN, ACCOUNT_TYPE_ACCOUNT)) return ANCHOR_ACCOUNT_DID_NOT_DESERIALIZE;
  if (account->data[TOKEN_ACCOUNT_STATE] == 0) return ANCHOR_ACCOUNT_DID_NOT_DESERIALIZE;
  return SUCCESS;
}

u64 load_mint(const SolAccountInfo *account, const SolPubkey *only_program) {
  TRY(require_token_owner(account, only_program));
  if (!token_layout_is(account, SPL_MINT_LEN, ACCOUNT_TYPE_MINT)) return ANCHOR_ACCOUNT_DID_NOT_DESERIALIZE;
  if (account->data[MINT_IS_INITIALIZED] == 0) return ANCHOR_ACCOUNT_DID_NOT_DESERIALIZE;
  return SUCCESS;
}

u64 require_associated_token(const AssociatedToken *expected) {
  const SolAccountInfo *account = expected->token_account;
  if (!pubkey_eq(account->owner, expected->token_program)) return ANCHOR_CONSTRAINT_ASSOCIATED_TOKEN_TOKEN_PROGRAM;
  if (!pubkey_eq(token_account_owner(account), expected->authority)) return ANCHOR_CONSTRAINT_TOKEN_OWNER;
  const SolSignerSeed seeds[] = {
      {expected->authority->x, 32}, {expected->token_program->x, 32}, {expected->mint->x, 32}};
  SolPubkey address;
  u8 bump = 0;
  TRY(sol_try_find_program_address(seeds, 3, &ASSOCIATED_TOKEN_PROGRAM_ID, &address, &bump));
  return pubkey_eq(&address, account->key) ? SUCCESS : ANCHOR_CONSTRAINT_ASSOCIATED;
}

/* Token-2022 extensions are type-length-value entries after the account type byte. */
const u8 *token_extension(const SolAccountInfo *account, u16 type) {
  if (!pubkey_eq(account->owner, &TOKEN_2022_PROGRAM_ID) || account->data_len <= ACCOUNT_TYPE_OFFSET + 1) return NULL;
  u64 at = ACCOUNT_TYPE_OFFSET + 1;
  while (at + 4 <= account->data_len) {
    u16 found = read_u16(account->data + at);
    u16 len = read_u16(account->data + at + 2);
    if (found == 0) return NULL; /* Uninitialized: the end of the entries */
    if (at + 4 + len > account->data_len) return NULL;
    if (found == type) return account->data + at + 4;
    at += 4 + (u64)len;
  }
  return NULL;
}

/*
 * The mints Jupiter Lock accepts: classic SPL Token mints, and Token-2022 mints whose extensions
 * are all on its list (fees, metadata, confidential mints used non-confidentially, permanent
 * delegate, transfer hook, close authority, default state, group pointers).
 */
/* TransferFeeConfig 1, MintCloseAuthority 3, ConfidentialTransferMint 4, DefaultAccountState 6,
 * PermanentDelegate 12, TransferHook 14, ConfidentialTransferFeeConfig 16, MetadataPointer 18,
 * TokenMetadata 19, GroupPointer 20, GroupMemberPointer 22 (a bit mask: no jump table to relocate). */
#define SUPPORTED_MINT_EXTENSIONS                                                                           \
  ((1u << 1) | (1u << 3) | (1u << 4) | (1u << 6) | (1u << 12) | (1u << 14) | (1u << 16) | (1u << 18) |        \
   (1u << 19) | (1u << 20) | (1u << 22))

u64 require_supported_mint(const SolAccountInfo *mint) {
  if (pubkey_eq(mint->owner, &TOKEN_PROGRAM_ID) || mint->data_len <= ACCOUNT_TYPE_OFFSET + 1) return SUCCESS;
  u64 at = ACCOUNT_TYPE_OFFSET + 1;
  while (at + 4 <= mint->data_len) {
    u16 type = read_u16(mint->data + at);
    u16 len = read_u16(mint->data + at + 2);
    if (type == 0) return SUCCESS;
    if (type >= 32 || ((SUPPORTED_MINT_EXTENSIONS >> type) & 1) == 0) return LOCKER_UNSUPPORTED_MINT;
    at += 4 + (u64)len;
  }
  return SUCCESS;
}
