/*
 * Aborting the program where mainnet's CPMM panics (an unwrap of what cannot happen, an assert on
 * an admin's arguments): the transaction fails and nothing it did remains. The file name is an
 * array, not a literal, for the same reason as the seeds (see seeds.h).
 */
#pragma once

#include "solana.h"

extern const char PANIC_FILE[4]; /* "cpmm" */
#define abort_program() sol_panic_(PANIC_FILE, sizeof(PANIC_FILE), __LINE__, 0)
