/*
 * u128.h's division, multiplication and square root against the host compiler's unsigned
 * __int128, on edge operands (powers of two and their neighbours, the largest values) and on
 * random ones. Prints one line per wrong result and, last, "checked N wrong W".
 */
#include "u128.h"
#include <stdio.h>
#include <stdlib.h>

typedef unsigned __int128 wide;
static wide as_wide(const u128 *a) { return ((wide)a->hi << 64) | a->lo; }

static u64 state = 0x9e3779b97f4a7c15ULL;
static u64 next_random(void) { /* xorshift64 */
  state ^= state << 13;
  state ^= state >> 7;
  state ^= state << 17;
  return state;
}
/* Random values of every size, not just large ones. */
static u64 any_size(void) { return next_random() >> (next_random() % 65 == 64 ? 0 : next_random() % 64); }

static long checked = 0, wrong = 0;

static void check_divmod(u128 n, u128 d) {
  if (u128_is_zero(&d)) return;
  u128 q, r;
  u128_divmod(&n, &d, &q, &r);
  wide N = as_wide(&n), D = as_wide(&d);
  checked++;
  if (as_wide(&q) != N / D || as_wide(&r) != N % D) {
    if (wrong++ < 10) printf("divmod %016llx%016llx / %016llx%016llx\n", (unsigned long long)n.hi, (unsigned long long)n.lo, (unsigned long long)d.hi, (unsigned long long)d.lo);
  }
}

static void check_mul_and_sqrt(u64 a, u64 b) {
  u128 product;
  u128_mul_u64(&product, a, b);
  checked++;
  if (as_wide(&product) != (wide)a * b) {
    if (wrong++ < 10) printf("mul %016llx * %016llx\n", (unsigned long long)a, (unsigned long long)b);
  }
  u64 root = u128_isqrt(&product);
  wide square = (wide)root * root, next = (wide)(root + 1) * (root + 1);
  checked++;
  if (square > as_wide(&product) || (root != ~0ULL && next <= as_wide(&product))) {
    if (wrong++ < 10) printf("isqrt of %016llx * %016llx\n", (unsigned long long)a, (unsigned long long)b);
  }
}

int main(int argc, char **argv) {
  long randoms = argc > 1 ? atol(argv[1]) : 1000000;
  const u64 edges[] = {0, 1, 2, 3, 0x7fffffffULL, 0x80000000ULL, 0xffffffffULL, 0x100000000ULL, 0x100000001ULL, 0x1ffffffffULL,
                       0x7fffffffffffffffULL, 0x8000000000000000ULL, 0xfffffffffffffffeULL, 0xffffffffffffffffULL, 1000000000000000000ULL};
  const int count = sizeof edges / sizeof edges[0];
  for (int i = 0; i < count; i++)
    for (int j = 0; j < count; j++)
      for (int k = 0; k < count; k++) {
        check_divmod((u128){edges[j], edges[k]}, (u128){edges[i], 0});
        check_divmod((u128){edges[j], edges[k]}, (u128){edges[i], edges[j]});
        /* The largest high half the narrow step takes: one below the divisor. */
        if (edges[i]) check_divmod((u128){edges[k], edges[i] - 1}, (u128){edges[i], 0});
        check_mul_and_sqrt(edges[i], edges[k]);
      }
  for (long i = 0; i < randoms; i++) {
    u64 d = any_size();
    check_divmod((u128){next_random(), any_size()}, (u128){d, 0});
    check_divmod((u128){next_random(), d ? next_random() % d : 0}, (u128){d, 0});
    check_divmod((u128){next_random(), any_size()}, (u128){next_random(), any_size() >> 8});
    check_mul_and_sqrt(any_size(), any_size());
  }
  printf("checked %ld wrong %ld\n", checked, wrong);
  return wrong ? 1 : 0;
}
