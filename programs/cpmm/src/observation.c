#include "observation.h"

/* Cumulative prices wrap (only their low 64 bits are meaningful to readers, who take differences);
 * a single step that overflows u128 fails instead, as mainnet's checked multiply does. */
bool observation_update(u8 *observation, u64 block_timestamp, const u128 *token_0_price_x32,
                        const u128 *token_1_price_x32) {
  u16 index = read_u16(observation + OBSERVATION_INDEX);
  u8 *last = observation + OBSERVATION_RING + (u64)index * OBSERVATION_SIZE;
  if (observation[OBSERVATION_INITIALIZED] == 0) {
    /* The first swap only sets the clock: the pool's opening price is not averaged in. */
    observation[OBSERVATION_INITIALIZED] = 1;
    write_u64(last, block_timestamp);
    sol_memset(last + 8, 0, 32);
    return true;
  }
  u64 last_timestamp = read_u64(last);
  u64 delta_time = block_timestamp > last_timestamp ? block_timestamp - last_timestamp : 0;
  if (delta_time < OBSERVATION_UPDATE_DURATION) return true;
  u128 delta_time_128, delta_0, delta_1;
  u128_set(&delta_time_128, delta_time);
  if (!u128_mul(&delta_0, token_0_price_x32, &delta_time_128)) return false;
  if (!u128_mul(&delta_1, token_1_price_x32, &delta_time_128)) return false;
  u16 next_index = index == OBSERVATION_NUM - 1 ? 0 : index + 1;
  u8 *next = observation + OBSERVATION_RING + (u64)next_index * OBSERVATION_SIZE;
  u128 cumulative_0 = {read_u64(last + 8), read_u64(last + 16)};
  u128 cumulative_1 = {read_u64(last + 24), read_u64(last + 32)};
  /* wrapping adds */
  u64 lo_0 = cumulative_0.lo + delta_0.lo;
  u64 hi_0 = cumulative_0.hi + delta_0.hi + (lo_0 < cumulative_0.lo);
  u64 lo_1 = cumulative_1.lo + delta_1.lo;
  u64 hi_1 = cumulative_1.hi + delta_1.hi + (lo_1 < cumulative_1.lo);
  write_u64(next, block_timestamp);
  write_u64(next + 8, lo_0);
  write_u64(next + 16, hi_0);
  write_u64(next + 24, lo_1);
  write_u64(next + 32, hi_1);
  write_u16(observation + OBSERVATION_INDEX, next_index);
  return true;
}
