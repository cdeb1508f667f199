/*
 * create_amm_config (admin): a fee tier at the PDA of its index (u16 big-endian). The admin
 * becomes its protocol and fund owner.
 * Accounts: owner (admin, signer, w), amm_config (w), system_program.
 * Data: index u16, trade_fee_rate, protocol_fee_rate, fund_fee_rate, create_pool_fee (u64 each).
 */
#include "abort.h"
#include "amm_config.h"
#include "checks.h"
#include "keys.h"
#include "seeds.h"
#include "system.h"

u64 create_amm_config(const SolParameters *params) {
  TRY(require_data(params, 34));
  const u8 *args = params->data + 8;
  u16 index = read_u16(args);
  u64 trade_fee_rate = read_u64(args + 2), protocol_fee_rate = read_u64(args + 10);
  u64 fund_fee_rate = read_u64(args + 18), create_pool_fee = read_u64(args + 26);
  TRY(require_accounts(params, 3));
  SolAccountInfo *owner = &params->ka[0], *config = &params->ka[1], *system_program = &params->ka[2];
  TRY(require_signer(owner));
  TRY(require_program(system_program, &SYSTEM_PROGRAM_ID));
  TRY(require_writable(owner));
  if (!pubkey_eq(owner->key, &ADMIN_ID)) return ERR_InvalidOwner;
  TRY(require_writable(config));
  u8 index_be[2] = {(u8)(index >> 8), (u8)index};
  Pda pda = {.seeds = {SEED(AMM_CONFIG_SEED), {index_be, 2}}, .count = 2};
  TRY(require_pda(config, &pda, params->program_id));
  /* Rates are per 1,000,000: a trade fee below 100 %, protocol and fund shares within it. */
  if (trade_fee_rate >= FEE_RATE_DENOMINATOR || protocol_fee_rate > FEE_RATE_DENOMINATOR ||
      fund_fee_rate > FEE_RATE_DENOMINATOR || protocol_fee_rate + fund_fee_rate > FEE_RATE_DENOMINATOR)
    abort_program();

  PdaCreation creation = {owner, config, &pda, AMM_CONFIG_LEN, params->program_id};
  TRY(system_create_pda(params, &creation));
  u8 *data = config->data;
  sol_memcpy(data, AMM_CONFIG_DISCRIMINATOR, 8);
  data[CONFIG_BUMP] = pda.bump;
  data[CONFIG_DISABLE_CREATE_POOL] = 0;
  write_u16(data + CONFIG_INDEX, index);
  write_u64(data + CONFIG_TRADE_FEE_RATE, trade_fee_rate);
  write_u64(data + CONFIG_PROTOCOL_FEE_RATE, protocol_fee_rate);
  write_u64(data + CONFIG_FUND_FEE_RATE, fund_fee_rate);
  write_u64(data + CONFIG_CREATE_POOL_FEE, create_pool_fee);
  sol_memcpy(data + CONFIG_PROTOCOL_OWNER, owner->key, 32);
  sol_memcpy(data + CONFIG_FUND_OWNER, owner->key, 32);
  return SUCCESS;
}
