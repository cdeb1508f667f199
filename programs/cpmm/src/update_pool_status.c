/*
 * update_pool_status (admin): the pool's status bits (1 disables deposit, 2 withdraw, 4 swap).
 * Accounts: authority (admin, signer), pool_state (w). Data: status u8.
 */
#include "checks.h"
#include "keys.h"
#include "pool_state.h"

u64 update_pool_status(const SolParameters *params) {
  TRY(require_data(params, 1));
  u8 status = params->data[8];
  TRY(require_accounts(params, 2));
  SolAccountInfo *authority = &params->ka[0], *pool_state = &params->ka[1];
  TRY(require_signer(authority));
  TRY(require_program_account(pool_state, params->program_id, POOL_STATE_DISCRIMINATOR, POOL_STATE_LEN));
  TRY(require_address(authority, &ADMIN_ID));
  TRY(require_writable(pool_state));
  SolClock clock;
  sol_get_clock_sysvar(&clock);
  pool_state->data[POOL_STATUS] = status;
  pool_set_u64(pool_state->data, POOL_RECENT_EPOCH, clock.epoch);
  return SUCCESS;
}
