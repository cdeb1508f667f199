/*
 * The lock program, as one translation unit: each concept has its own file under parts/ and
 * instructions/, included here once (the build compiles the .c files directly in src/), so the
 * compiler sees the whole program and inlines across the parts.
 */
#include "lock.h"

#include "parts/accounts.c"
#include "parts/escrow_address.c"
#include "parts/events.c"
#include "parts/program_account.c"
#include "parts/remaining_accounts.c"
#include "parts/schedule.c"
#include "parts/token_cpi.c"
#include "parts/transfer_fee.c"

#include "instructions/cancel_vesting_escrow.c"
#include "instructions/claim.c"
#include "instructions/create_vesting_escrow.c"
#include "instructions/create_vesting_escrow_metadata.c"
#include "instructions/update_vesting_escrow_recipient.c"

/* Dispatch on the Anchor instruction discriminator. */
u64 entrypoint(const u8 *input) {
  SolParameters params;
  TRY(sol_deserialize(input, &params));
  if (params.data_len < DISCRIMINATOR_LEN) return ANCHOR_INSTRUCTION_MISSING;
  const u8 *tag = params.data;
  if (sol_memeq(tag, IX_CREATE_VESTING_ESCROW, 8)) return create_vesting_escrow(&params);
  if (sol_memeq(tag, IX_CREATE_VESTING_ESCROW_V2, 8)) return create_vesting_escrow_v2(&params);
  if (sol_memeq(tag, IX_CLAIM, 8)) return claim(&params);
  if (sol_memeq(tag, IX_CLAIM_V2, 8)) return claim_v2(&params);
  if (sol_memeq(tag, IX_CANCEL_VESTING_ESCROW, 8)) return cancel_vesting_escrow(&params);
  if (sol_memeq(tag, IX_UPDATE_VESTING_ESCROW_RECIPIENT, 8)) return update_vesting_escrow_recipient(&params);
  if (sol_memeq(tag, IX_CREATE_VESTING_ESCROW_METADATA, 8)) return create_vesting_escrow_metadata(&params);
  if (sol_memeq(tag, IX_EMIT_EVENT, 8)) return handle_emit_event(&params);
  return ANCHOR_INSTRUCTION_FALLBACK_NOT_FOUND;
}
