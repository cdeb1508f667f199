/*
 * The unlock formula, in one place: nothing before the cliff, the cliff amount at the cliff time,
 * then the amount per period for each full period elapsed since the cliff (whole periods only,
 * so time rounds down), up to the number of periods. Every sum and product is checked; an
 * overflow is LockerError::MathOverflow, as Jupiter Lock's SafeMath returns it.
 */


void schedule_from_escrow(const u8 *escrow, Schedule *schedule) {
  schedule->cliff_time = read_u64(escrow + ESCROW_CLIFF_TIME);
  schedule->frequency = read_u64(escrow + ESCROW_FREQUENCY);
  schedule->cliff_unlock_amount = read_u64(escrow + ESCROW_CLIFF_UNLOCK_AMOUNT);
  schedule->amount_per_period = read_u64(escrow + ESCROW_AMOUNT_PER_PERIOD);
  schedule->number_of_period = read_u64(escrow + ESCROW_NUMBER_OF_PERIOD);
  schedule->total_claimed_amount = read_u64(escrow + ESCROW_TOTAL_CLAIMED_AMOUNT);
}

static u64 checked_add(u64 a, u64 b, u64 *sum) {
  if (a > UINT64_MAX - b) return LOCKER_MATH_OVERFLOW;
  *sum = a + b;
  return SUCCESS;
}

/* Written on 32-bit halves: clang's BPF target cannot call the 128-bit multiply it would use. */
static u64 checked_mul(u64 a, u64 b, u64 *product) {
  const u64 half = 0xffffffffULL;
  u64 a_high = a >> 32, b_high = b >> 32;
  if (a_high != 0 && b_high != 0) return LOCKER_MATH_OVERFLOW;
  u64 cross = a_high * (b & half) + (a & half) * b_high; /* one term at most is non-zero */
  if (cross >> 32) return LOCKER_MATH_OVERFLOW;
  u64 low = (a & half) * (b & half);
  u64 sum = (cross << 32) + low;
  if (sum < low) return LOCKER_MATH_OVERFLOW;
  *product = sum;
  return SUCCESS;
}

/* What the creator deposits: cliff amount + amount per period × number of periods. */
u64 schedule_total_amount(const Schedule *schedule, u64 *total) {
  u64 periods_amount = 0;
  TRY(checked_mul(schedule->amount_per_period, schedule->number_of_period, &periods_amount));
  return checked_add(schedule->cliff_unlock_amount, periods_amount, total);
}

u64 schedule_unlocked_amount(const Schedule *schedule, u64 now, u64 *unlocked) {
  if (now < schedule->cliff_time) {
    *unlocked = 0;
    return SUCCESS;
  }
  if (schedule->frequency == 0) {
    *unlocked = schedule->cliff_unlock_amount;
    return SUCCESS;
  }
  u64 periods = (now - schedule->cliff_time) / schedule->frequency; /* whole periods: rounds down */
  if (periods > schedule->number_of_period) periods = schedule->number_of_period;
  u64 periods_amount = 0;
  TRY(checked_mul(periods, schedule->amount_per_period, &periods_amount));
  return checked_add(schedule->cliff_unlock_amount, periods_amount, unlocked);
}

u64 schedule_claimable_amount(const Schedule *schedule, u64 now, u64 *claimable) {
  u64 unlocked = 0;
  TRY(schedule_unlocked_amount(schedule, now, &unlocked));
  if (unlocked < schedule->total_claimed_amount) return LOCKER_MATH_OVERFLOW;
  *claimable = unlocked - schedule->total_claimed_amount;
  return SUCCESS;
}

/* The signer's bit for the cancel and update-recipient modes: the creator first, as the source. */
u8 escrow_actor_flag(const u8 *escrow, const SolPubkey *signer) {
  if (pubkey_eq(signer, (const SolPubkey *)(escrow + ESCROW_CREATOR))) return ACTOR_CREATOR;
  if (pubkey_eq(signer, (const SolPubkey *)(escrow + ESCROW_RECIPIENT))) return ACTOR_RECIPIENT;
  return 0;
}
