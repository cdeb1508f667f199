/*
 * Token-2022 transfer fees, as Jupiter Lock computes the deposit: the creator sends the schedule's
 * total plus the fee that transfer costs (spl-token-2022's inverse fee), so the escrow receives the
 * whole total. Fees round up (ceil), as the token program charges them; the pre-fee amount rounds
 * up too, so the escrow never receives less than the total.
 */


#define ONE_IN_BASIS_POINTS 10000
#define FEE_CONFIG_OLDER 72
#define FEE_CONFIG_NEWER 90
#define FEE_EPOCH 0
#define FEE_MAXIMUM 8
#define FEE_BASIS_POINTS 16

typedef struct {
  u64 maximum_fee;
  u64 basis_points;
} TransferFee;

/*
 * a × b ÷ d for b and d below 2^16, with a 128-bit intermediate written out (the BPF target has
 * no __int128): a splits into 32-bit halves so every partial product fits 64 bits. Rounds up when
 * `round_up`, down otherwise; an overflow of the quotient is an error.
 */
static u64 mul_div_narrow(u64 a, u64 b, u64 d, bool round_up, u64 *quotient) {
  u64 high = (a >> 32) * b; /* < 2^48 */
  u64 low = (a & 0xffffffffULL) * b;
  u64 high_quotient = high / d;
  u64 rest = ((high % d) << 32) + low; /* < d·2^32 + 2^48 < 2^64 */
  if (high_quotient >> 32) return LOCKER_MATH_OVERFLOW;
  u64 q = (high_quotient << 32) + rest / d;
  if (q < (high_quotient << 32)) return LOCKER_MATH_OVERFLOW;
  if (round_up && rest % d != 0) {
    if (q == UINT64_MAX) return LOCKER_MATH_OVERFLOW;
    q += 1;
  }
  *quotient = q;
  return SUCCESS;
}

/* spl-token-2022 TransferFee::calculate_fee: ceil(amount × bps ÷ 10000), at most the maximum. */
static u64 calculate_fee(const TransferFee *fee, u64 amount, u64 *result) {
  if (fee->basis_points == 0 || amount == 0) {
    *result = 0;
    return SUCCESS;
  }
  u64 raw = 0;
  TRY(mul_div_narrow(amount, fee->basis_points, ONE_IN_BASIS_POINTS, true, &raw));
  *result = raw < fee->maximum_fee ? raw : fee->maximum_fee;
  return SUCCESS;
}

/* TransferFee::calculate_pre_fee_amount: the smallest amount that leaves `post` after the fee. */
static u64 calculate_pre_fee_amount(const TransferFee *fee, u64 post, u64 *pre) {
  if (fee->basis_points == 0 || post == 0) {
    *pre = post;
    return SUCCESS;
  }
  u64 raw = 0;
  u64 overflow = mul_div_narrow(post, ONE_IN_BASIS_POINTS, ONE_IN_BASIS_POINTS - fee->basis_points, true, &raw);
  /* A raw amount beyond u64 is further than any u64 maximum fee from `post`. */
  if (overflow != SUCCESS || raw - post >= fee->maximum_fee) {
    if (post > UINT64_MAX - fee->maximum_fee) return LOCKER_MATH_OVERFLOW;
    *pre = post + fee->maximum_fee;
    return SUCCESS;
  }
  *pre = raw;
  return SUCCESS;
}

/* The fee of the current epoch: the newer one from its epoch on, else the older. */
static bool epoch_transfer_fee(const SolAccountInfo *mint, TransferFee *fee) {
  const u8 *config = token_extension(mint, EXTENSION_TRANSFER_FEE_CONFIG);
  if (config == NULL) return false;
  SolClock clock;
  sol_get_clock_sysvar(&clock);
  const u8 *chosen = clock.epoch >= read_u64(config + FEE_CONFIG_NEWER + FEE_EPOCH) ? config + FEE_CONFIG_NEWER
                                                                                    : config + FEE_CONFIG_OLDER;
  fee->maximum_fee = read_u64(chosen + FEE_MAXIMUM);
  fee->basis_points = read_u16(chosen + FEE_BASIS_POINTS);
  return true;
}

u64 transfer_fee_included_amount(const SolAccountInfo *mint, u64 excluded, u64 *included) {
  TransferFee fee;
  if (excluded == 0 || !epoch_transfer_fee(mint, &fee)) {
    *included = excluded;
    return SUCCESS;
  }
  u64 transfer_fee = 0;
  if (fee.basis_points == ONE_IN_BASIS_POINTS) {
    /* At 100% the token program's inverse fee is 0; the maximum fee is what such a transfer costs. */
    transfer_fee = fee.maximum_fee;
  } else {
    u64 pre = 0;
    TRY(calculate_pre_fee_amount(&fee, excluded, &pre));
    TRY(calculate_fee(&fee, pre, &transfer_fee));
  }
  if (excluded > UINT64_MAX - transfer_fee) return LOCKER_MATH_OVERFLOW;
  *included = excluded + transfer_fee;
  /* The same check as the source: the fee of the included amount must be the fee added. */
  u64 verification = 0;
  TRY(calculate_fee(&fee, *included, &verification));
  return verification == transfer_fee ? SUCCESS : LOCKER_MATH_OVERFLOW;
}
