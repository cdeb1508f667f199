/*
 * Creates an account owned by this program at a PDA, as Anchor's `init` does: CreateAccount when
 * the address holds no lamports; otherwise (someone sent lamports there first) a top-up to the
 * rent-exempt minimum, Allocate and Assign, so a pre-funded address cannot block the creation.
 */


#define SYSTEM_IX_CREATE_ACCOUNT 0
#define SYSTEM_IX_ASSIGN 1
#define SYSTEM_IX_TRANSFER 2
#define SYSTEM_IX_ALLOCATE 8

/* The rent-exempt minimum as the cluster's Rent sysvar has it. */
u64 rent_exempt_minimum(u64 data_len) {
  SolRent rent;
  sol_get_rent_sysvar(&rent);
  return rent_minimum_balance(&rent, data_len);
}

static u64 invoke_system(const ProgramAccount *a, SolInstruction *instruction) {
  const SolSignerSeeds signers[] = {{a->seeds, a->seeds_len}};
  instruction->program_id = (SolPubkey *)&SYSTEM_PROGRAM_ID;
  return sol_invoke_signed_c(instruction, a->params->ka, (int)a->params->ka_num, signers, 1);
}

u64 create_program_account(const ProgramAccount *a) {
  u64 minimum = rent_exempt_minimum(a->space);
  u8 data[52];
  sol_memset(data, 0, sizeof(data));
  SolAccountMeta funded[] = {{a->payer->key, true, true}, {a->account->key, true, true}};
  SolAccountMeta alone[] = {{a->account->key, true, true}};
  SolInstruction instruction = {NULL, funded, 2, data, 0};
  if (*a->account->lamports == 0) {
    data[0] = SYSTEM_IX_CREATE_ACCOUNT;
    write_u64(data + 4, minimum);
    write_u64(data + 12, a->space);
    sol_memcpy(data + 20, a->params->program_id, 32);
    instruction.data_len = 52;
    return invoke_system(a, &instruction);
  }
  if (*a->account->lamports < minimum) {
    data[0] = SYSTEM_IX_TRANSFER;
    write_u64(data + 4, minimum - *a->account->lamports);
    instruction.data_len = 12;
    TRY(invoke_system(a, &instruction));
  }
  sol_memset(data, 0, sizeof(data));
  data[0] = SYSTEM_IX_ALLOCATE;
  write_u64(data + 4, a->space);
  instruction.accounts = alone;
  instruction.account_len = 1;
  instruction.data_len = 12;
  TRY(invoke_system(a, &instruction));
  sol_memset(data, 0, sizeof(data));
  data[0] = SYSTEM_IX_ASSIGN;
  sol_memcpy(data + 4, a->params->program_id, 32);
  instruction.data_len = 36;
  return invoke_system(a, &instruction);
}
