/*
 * Account checks as Anchor's constraints make them on mainnet's CPMM, each returning the same
 * Anchor error code. Every instruction runs its own checklist of these before any state changes.
 */
#pragma once

#include "errors.h"
#include "solana.h"

u64 require_accounts(const SolParameters *params, u64 count);           /* 3005 */
u64 require_data(const SolParameters *params, u64 argument_bytes);      /* 102 */
u64 require_signer(const SolAccountInfo *account);                      /* 3010 */
u64 require_writable(const SolAccountInfo *account);                    /* 2000 */
u64 require_program(const SolAccountInfo *account, const SolPubkey *id); /* 3008 */
u64 require_token_program(const SolAccountInfo *account);               /* 3008: either token program */
u64 require_address(const SolAccountInfo *account, const SolPubkey *expected); /* 2012 */
/* One of this program's accounts: owner 3007, discriminator 3002, size 3003. */
u64 require_program_account(const SolAccountInfo *account, const SolPubkey *program_id,
                            const u8 discriminator[8], u64 length);

/* The PDA of `seeds` (at most 4) with its bump; the seeds must already hold what the caller put. */
typedef struct {
  SolSignerSeed seeds[5];
  int count;
  u8 bump;
  SolPubkey address;
} Pda;

void pda_find(Pda *pda, const SolPubkey *program_id);
/* The account is at the PDA of its seeds (2006). */
u64 require_pda(const SolAccountInfo *account, Pda *pda, const SolPubkey *program_id);

/* The authority PDA ("vault_and_lp_mint_auth_seed"), checked with a known bump (cheap) or found. */
u64 require_authority_with_bump(const SolAccountInfo *account, u8 bump, const SolPubkey *program_id);
u64 require_authority(const SolAccountInfo *account, const SolPubkey *program_id, u8 *bump);
