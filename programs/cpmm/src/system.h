/* The System Program as this program invokes it: creating its PDAs (also when someone sent them
 * lamports first, which would otherwise block a pool's creation) and moving lamports. */
#pragma once

#include "checks.h"
#include "solana.h"

/* Creates `account` at `pda` with `space` bytes owned by `owner`, rent-exempt, paid by `payer`. */
typedef struct {
  SolAccountInfo *payer;
  SolAccountInfo *account;
  const Pda *pda;
  u64 space;
  const SolPubkey *owner;
} PdaCreation;

u64 system_create_pda(const SolParameters *params, const PdaCreation *creation);
u64 system_transfer(const SolParameters *params, SolAccountInfo *from, SolAccountInfo *to, u64 lamports);
