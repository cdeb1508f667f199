/*
 * Token movements by CPI into SPL Token or Token-2022: deposits signed by the sender, payouts,
 * the fee harvest and the close signed by the escrow PDA ("escrow", base, bump).
 */


#define TOKEN_IX_TRANSFER 3
#define TOKEN_IX_CLOSE_ACCOUNT 9
#define TOKEN_IX_TRANSFER_CHECKED 12
#define TOKEN_IX_TRANSFER_FEE_EXTENSION 26
#define TRANSFER_FEE_IX_HARVEST_WITHHELD_TOKENS_TO_MINT 4


/* Invokes with the escrow's signature when `escrow` is set, otherwise with the transaction's. */
static u64 invoke_as(const TokenTransfer *t, SolInstruction *instruction) {
  if (t->escrow == NULL) return sol_invoke_signed_c(instruction, t->params->ka, (int)t->params->ka_num, NULL, 0);
  const SolSignerSeed seeds[] = {
      {(const u8 *)ESCROW_SEED, sizeof(ESCROW_SEED) - 1}, {t->escrow + ESCROW_BASE, 32}, {t->escrow + ESCROW_BUMP, 1}};
  const SolSignerSeeds signers[] = {{seeds, 3}};
  return sol_invoke_signed_c(instruction, t->params->ka, (int)t->params->ka_num, signers, 1);
}

u64 token_transfer(const TokenTransfer *t) {
  u8 data[10];
  write_u64(data + 1, t->amount);
  SolAccountMeta metas[4];
  SolInstruction instruction = {t->token_program->key, metas, 0, data, 0};
  if (t->mint == NULL) {
    data[0] = TOKEN_IX_TRANSFER;
    metas[0] = (SolAccountMeta){t->from->key, true, false};
    metas[1] = (SolAccountMeta){t->to->key, true, false};
    metas[2] = (SolAccountMeta){t->authority->key, false, true};
    instruction.account_len = 3;
    instruction.data_len = 9;
  } else {
    data[0] = TOKEN_IX_TRANSFER_CHECKED;
    data[9] = mint_decimals(t->mint);
    metas[0] = (SolAccountMeta){t->from->key, true, false};
    metas[1] = (SolAccountMeta){t->mint->key, false, false};
    metas[2] = (SolAccountMeta){t->to->key, true, false};
    metas[3] = (SolAccountMeta){t->authority->key, false, true};
    instruction.account_len = 4;
    instruction.data_len = 10;
  }
  return invoke_as(t, &instruction);
}

/* Token-2022 accounts that require incoming transfer memos get one first (MemoTransfer). */
u64 memo_if_required(SolParameters *params, const SolAccountInfo *destination, const char *memo, u64 len) {
  const u8 *memo_transfer = token_extension(destination, EXTENSION_MEMO_TRANSFER);
  if (memo_transfer == NULL || memo_transfer[0] == 0) return SUCCESS;
  SolInstruction instruction = {(SolPubkey *)&MEMO_PROGRAM_ID, NULL, 0, (u8 *)memo, len};
  return sol_invoke_signed_c(&instruction, params->ka, (int)params->ka_num, NULL, 0);
}

/* CloseAccount: from = the escrow token account, to = the rent receiver, authority = the escrow. */
u64 close_escrow_token(const TokenTransfer *t) {
  u8 data[1] = {TOKEN_IX_CLOSE_ACCOUNT};
  SolAccountMeta metas[] = {{t->from->key, true, false}, {t->to->key, true, false}, {t->authority->key, false, true}};
  SolInstruction instruction = {t->token_program->key, metas, 3, data, 1};
  return invoke_as(t, &instruction);
}

/* Withheld transfer fees must leave the escrow token account before it can close. */
u64 harvest_withheld_to_mint(const TokenTransfer *t) {
  if (token_extension(t->mint, EXTENSION_TRANSFER_FEE_CONFIG) == NULL) return SUCCESS;
  u8 data[2] = {TOKEN_IX_TRANSFER_FEE_EXTENSION, TRANSFER_FEE_IX_HARVEST_WITHHELD_TOKENS_TO_MINT};
  SolAccountMeta metas[] = {{t->mint->key, true, false}, {t->from->key, true, false}};
  SolInstruction instruction = {t->token_program->key, metas, 2, data, 2};
  return sol_invoke_signed_c(&instruction, t->params->ka, (int)t->params->ka_num, NULL, 0);
}
