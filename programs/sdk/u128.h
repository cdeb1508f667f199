/*
 * Unsigned 128-bit integers for programs built by upstream clang for BPF, which has no __int128.
 * Values are two u64 halves passed by pointer (the BPF calling convention takes at most five
 * scalar arguments). Every operation that can overflow says so by returning false, so callers
 * decide what an overflow means (programs refuse the instruction).
 */
#pragma once

#include "solana.h"

typedef struct {
  u64 lo;
  u64 hi;
} u128;

static inline void u128_set(u128 *r, u64 v) {
  r->lo = v;
  r->hi = 0;
}

static inline bool u128_is_zero(const u128 *a) { return (a->lo | a->hi) == 0; }

/* True when the value fits a u64. */
static inline bool u128_fits_u64(const u128 *a) { return a->hi == 0; }

/* -1, 0 or 1 as a is below, equal to or above b. */
static inline int u128_cmp(const u128 *a, const u128 *b) {
  if (a->hi != b->hi) return a->hi < b->hi ? -1 : 1;
  if (a->lo != b->lo) return a->lo < b->lo ? -1 : 1;
  return 0;
}

/* r = a + b; false on overflow. r may alias a or b. */
static inline bool u128_add(u128 *r, const u128 *a, const u128 *b) {
  u64 lo = a->lo + b->lo;
  u64 carry = lo < a->lo;
  u64 hi = a->hi + b->hi;
  if (hi < a->hi) return false;
  u64 hi_carried = hi + carry;
  if (hi_carried < hi) return false;
  r->lo = lo;
  r->hi = hi_carried;
  return true;
}

/* r = a - b; false when b > a. r may alias a or b. */
static inline bool u128_sub(u128 *r, const u128 *a, const u128 *b) {
  if (u128_cmp(a, b) < 0) return false;
  u64 borrow = a->lo < b->lo;
  r->lo = a->lo - b->lo;
  r->hi = a->hi - b->hi - borrow;
  return true;
}

/* r = a * b, the full product of two u64 (never overflows), by 32-bit halves. */
static inline void u128_mul_u64(u128 *r, u64 a, u64 b) {
  u64 a_lo = a & 0xffffffffULL, a_hi = a >> 32;
  u64 b_lo = b & 0xffffffffULL, b_hi = b >> 32;
  u64 lo_lo = a_lo * b_lo;
  u64 hi_lo = a_hi * b_lo;
  u64 lo_hi = a_lo * b_hi;
  u64 hi_hi = a_hi * b_hi;
  u64 cross = (lo_lo >> 32) + (hi_lo & 0xffffffffULL) + lo_hi;
  r->lo = (cross << 32) | (lo_lo & 0xffffffffULL);
  r->hi = (hi_lo >> 32) + (cross >> 32) + hi_hi;
}

/* r = a * b; false on overflow. r may alias a. */
static inline bool u128_mul(u128 *r, const u128 *a, const u128 *b) {
  if (a->hi != 0 && b->hi != 0) return false; /* at least 2^128 */
  u128 low;
  u128_mul_u64(&low, a->lo, b->lo);
  u128 cross_a, cross_b;
  u128_mul_u64(&cross_a, a->hi, b->lo);
  u128_mul_u64(&cross_b, a->lo, b->hi);
  if (cross_a.hi != 0 || cross_b.hi != 0) return false;
  u64 cross = cross_a.lo + cross_b.lo;
  if (cross < cross_a.lo) return false;
  u64 hi = low.hi + cross;
  if (hi < low.hi) return false;
  r->lo = low.lo;
  r->hi = hi;
  return true;
}

/* Number of significant bits (0 for zero). */
static inline u64 u128_bits(const u128 *a) {
  u64 n = 0;
  u64 word = a->hi ? a->hi : a->lo;
  while (word) {
    n++;
    word >>= 1;
  }
  return a->hi ? n + 64 : n;
}

static inline void u128_shl1(u128 *a) {
  a->hi = (a->hi << 1) | (a->lo >> 63);
  a->lo <<= 1;
}

/* Leading zero bits of a non-zero u64, by halving (BPF has no count-leading-zeros instruction). */
static inline u64 u64_leading_zeros(u64 x) {
  u64 n = 0;
  if (x <= 0x00000000ffffffffULL) n += 32, x <<= 32;
  if (x <= 0x0000ffffffffffffULL) n += 16, x <<= 16;
  if (x <= 0x00ffffffffffffffULL) n += 8, x <<= 8;
  if (x <= 0x0fffffffffffffffULL) n += 4, x <<= 4;
  if (x <= 0x3fffffffffffffffULL) n += 2, x <<= 2;
  if (x <= 0x7fffffffffffffffULL) n += 1;
  return n;
}

/* (high:low) / d for high < d, so the quotient fits a u64: two 64-by-32-bit steps of long
 * division on the normalized divisor (Hacker's Delight, divlu), each with native division and at
 * most two corrections. The remainder goes to *remainder. */
static inline u64 u128_div_u64_narrow(u64 high, u64 low, u64 d, u64 *remainder) {
  const u64 base = 1ULL << 32;
  u64 shift = u64_leading_zeros(d);
  d <<= shift;
  u64 d1 = d >> 32, d0 = d & 0xffffffffULL;
  u64 top = shift == 0 ? high : (high << shift) | (low >> (64 - shift));
  u64 rest = low << shift;
  u64 rest1 = rest >> 32, rest0 = rest & 0xffffffffULL;

  u64 q1 = top / d1, r = top - q1 * d1;
  while (q1 >= base || q1 * d0 > ((r << 32) | rest1)) {
    q1--;
    r += d1;
    if (r >= base) break;
  }
  u64 middle = (top << 32) + rest1 - q1 * d; /* mod 2^64: the true value is below d */

  u64 q0 = middle / d1;
  r = middle - q0 * d1;
  while (q0 >= base || q0 * d0 > ((r << 32) | rest0)) {
    q0--;
    r += d1;
    if (r >= base) break;
  }
  *remainder = ((middle << 32) + rest0 - q0 * d) >> shift;
  return (q1 << 32) | q0;
}

/* quotient = n / d rounded down, remainder = n % d; false when d is zero. Native division when
 * both fit a u64; long division by 32-bit digits when d does (every divisor the AMM uses: reserves,
 * supplies, rates); schoolbook shift-and-subtract otherwise. */
static inline bool u128_divmod(const u128 *n, const u128 *d, u128 *quotient, u128 *remainder) {
  if (u128_is_zero(d)) return false;
  if (n->hi == 0 && d->hi == 0) {
    u64 q = n->lo / d->lo;
    u64 rem = n->lo - q * d->lo;
    u128_set(quotient, q);
    u128_set(remainder, rem);
    return true;
  }
  if (d->hi == 0) {
    u64 q_hi = n->hi / d->lo;
    u64 rem;
    u64 q_lo = u128_div_u64_narrow(n->hi - q_hi * d->lo, n->lo, d->lo, &rem);
    quotient->lo = q_lo;
    quotient->hi = q_hi;
    u128_set(remainder, rem);
    return true;
  }
  u128 q = {0, 0}, rem = {0, 0};
  for (u64 i = u128_bits(n); i > 0; i--) {
    u64 bit = i - 1;
    u128_shl1(&rem);
    rem.lo |= (bit >= 64 ? n->hi >> (bit - 64) : n->lo >> bit) & 1;
    u128_shl1(&q);
    if (u128_cmp(&rem, d) >= 0) {
      u128_sub(&rem, &rem, d);
      q.lo |= 1;
    }
  }
  *quotient = q;
  *remainder = rem;
  return true;
}

/* floor(sqrt(a)), which always fits a u64: bit by bit from the top, so no division is needed. */
static inline u64 u128_isqrt(const u128 *a) {
  u64 root = 0;
  for (int bit = 63; bit >= 0; bit--) {
    u64 candidate = root | (1ULL << bit);
    u128 square;
    u128_mul_u64(&square, candidate, candidate);
    if (u128_cmp(&square, a) <= 0) root = candidate;
  }
  return root;
}
