/*
 * Option<RemainingAccountsInfo>, the v2 instructions' last argument: slices of the remaining
 * accounts by type (borsh: an option tag, a u32 count, then per slice its type and length). The
 * only type is the transfer hook's extra accounts; a hook needs them and a mint without a hook
 * refuses them (NoTransferHookProgram).
 */


#define ACCOUNTS_TYPE_TRANSFER_HOOK 0

u64 parse_remaining_accounts_info(const u8 *data, u64 len, u64 available, u64 *hook_accounts) {
  *hook_accounts = 0;
  if (len == 0) return ANCHOR_INSTRUCTION_DID_NOT_DESERIALIZE; /* borsh reads the option's tag */
  if (data[0] == 0) return SUCCESS;
  if (data[0] != 1 || len < 5) return ANCHOR_INSTRUCTION_DID_NOT_DESERIALIZE;
  u64 count = (u64)data[1] | ((u64)data[2] << 8) | ((u64)data[3] << 16) | ((u64)data[4] << 24);
  if (len < 5 + 2 * count) return ANCHOR_INSTRUCTION_DID_NOT_DESERIALIZE;
  bool seen = false;
  u64 used = 0;
  for (u64 i = 0; i < count; i++) {
    u8 type = data[5 + 2 * i];
    u8 length = data[6 + 2 * i];
    if (type != ACCOUNTS_TYPE_TRANSFER_HOOK) return LOCKER_INVALID_REMAINING_ACCOUNT_SLICE;
    if (length == 0) continue;
    if (available - used < length) return LOCKER_INSUFFICIENT_REMAINING_ACCOUNTS;
    if (seen) return LOCKER_DUPLICATED_REMAINING_ACCOUNT_TYPES;
    seen = true;
    used += length;
    *hook_accounts = length;
  }
  return SUCCESS;
}

/*
 * A transfer hook's extra accounts are not forwarded yet: a mint with a hook program is refused
 * as if its accounts were missing, and extra accounts for a mint without a hook are refused too.
 */
u64 require_transfer_hook_accounts(const SolAccountInfo *mint, u64 hook_accounts) {
  const u8 *hook = token_extension(mint, EXTENSION_TRANSFER_HOOK);
  bool has_hook = hook != NULL && !sol_memeq(hook + 32, SYSTEM_PROGRAM_ID.x, 32);
  if (has_hook || hook_accounts > 0) return LOCKER_NO_TRANSFER_HOOK_PROGRAM;
  return SUCCESS;
}
