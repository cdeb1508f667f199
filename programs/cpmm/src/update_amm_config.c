/*
 * update_amm_config (admin): one field of a fee tier. param 0 trade fee rate, 1 protocol fee
 * rate, 2 fund fee rate, 3 protocol owner and 4 fund owner (the first remaining account),
 * 5 create-pool fee, 6 disable pool creation (value non-zero).
 * Accounts: owner (admin, signer), amm_config (w), then the new owner for params 3 and 4.
 */
#include "abort.h"
#include "amm_config.h"
#include "checks.h"
#include "keys.h"

u64 update_amm_config(const SolParameters *params) {
  TRY(require_data(params, 9));
  u8 param = params->data[8];
  u64 value = read_u64(params->data + 9);
  TRY(require_accounts(params, 2));
  SolAccountInfo *owner = &params->ka[0], *config = &params->ka[1];
  TRY(require_signer(owner));
  TRY(require_program_account(config, params->program_id, AMM_CONFIG_DISCRIMINATOR, AMM_CONFIG_LEN));
  if (!pubkey_eq(owner->key, &ADMIN_ID)) return ERR_InvalidOwner;
  TRY(require_writable(config));

  u8 *data = config->data;
  u64 protocol = read_u64(data + CONFIG_PROTOCOL_FEE_RATE), fund = read_u64(data + CONFIG_FUND_FEE_RATE);
  switch (param) {
    case 0:
      if (value >= FEE_RATE_DENOMINATOR) abort_program();
      write_u64(data + CONFIG_TRADE_FEE_RATE, value);
      return SUCCESS;
    case 1:
      if (value > FEE_RATE_DENOMINATOR || value + fund > FEE_RATE_DENOMINATOR) abort_program();
      write_u64(data + CONFIG_PROTOCOL_FEE_RATE, value);
      return SUCCESS;
    case 2:
      if (value > FEE_RATE_DENOMINATOR || value + protocol > FEE_RATE_DENOMINATOR) abort_program();
      write_u64(data + CONFIG_FUND_FEE_RATE, value);
      return SUCCESS;
    case 3:
    case 4: {
      if (params->ka_num < 3) abort_program();
      const SolPubkey *new_owner = params->ka[2].key;
      if (pubkey_eq(new_owner, &SYSTEM_PROGRAM_ID)) return ERR_RequireKeysNeqViolated; /* the default key */
      sol_memcpy(data + (param == 3 ? CONFIG_PROTOCOL_OWNER : CONFIG_FUND_OWNER), new_owner, 32);
      return SUCCESS;
    }
    case 5:
      write_u64(data + CONFIG_CREATE_POOL_FEE, value);
      return SUCCESS;
    case 6:
      data[CONFIG_DISABLE_CREATE_POOL] = value != 0;
      return SUCCESS;
    default:
      return ERR_InvalidInput;
  }
}
