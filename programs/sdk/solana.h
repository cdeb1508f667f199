/*
 * Our small SDK for Solana programs in C, built by upstream clang (-target bpf -mcpu=v2) and
 * relinked by programs/tools/relink.ts into an SBPFv0 shared object.
 *
 * Upstream clang's BPF backend allows at most 5 arguments per function, 512 bytes of stack per
 * function and no __int128: account tables live on the program heap, u128 math is in u128.h.
 *
 * The input layout is the aligned serialization of BPFLoader2 / BPFLoaderUpgradeable (the same
 * one solana-labs/solana's sdk/bpf/c/inc describes): accounts are zero-copy views into it.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef uint8_t u8;
typedef uint16_t u16;
typedef uint32_t u32;
typedef uint64_t u64;
typedef int64_t i64;

/* ---- Results. A builtin error is its index shifted left by 32; a custom error is the code. */
#define SUCCESS 0
#define TO_BUILTIN(e) ((u64)(e) << 32)
#define ERROR_INVALID_ARGUMENT TO_BUILTIN(2)
#define ERROR_INVALID_INSTRUCTION_DATA TO_BUILTIN(3)
#define ERROR_INVALID_ACCOUNT_DATA TO_BUILTIN(4)
#define ERROR_ACCOUNT_DATA_TOO_SMALL TO_BUILTIN(5)
#define ERROR_INSUFFICIENT_FUNDS TO_BUILTIN(6)
#define ERROR_INCORRECT_PROGRAM_ID TO_BUILTIN(7)
#define ERROR_MISSING_REQUIRED_SIGNATURES TO_BUILTIN(8)
#define ERROR_ACCOUNT_ALREADY_INITIALIZED TO_BUILTIN(9)
#define ERROR_UNINITIALIZED_ACCOUNT TO_BUILTIN(10)
#define ERROR_NOT_ENOUGH_ACCOUNT_KEYS TO_BUILTIN(11)
#define ERROR_INVALID_SEEDS TO_BUILTIN(14)
#define ERROR_ARITHMETIC_OVERFLOW TO_BUILTIN(25)

/* Propagates a non-zero result. */
#define TRY(expr)                                                                                  \
  do {                                                                                             \
    u64 try_result_ = (expr);                                                                      \
    if (try_result_ != SUCCESS) return try_result_;                                                \
  } while (0)

/* ---- Keys and accounts (the C layout the runtime reads for sol_invoke_signed_c). */
typedef struct {
  u8 x[32];
} SolPubkey;

typedef struct {
  SolPubkey *key;
  u64 *lamports;
  u64 data_len;
  u8 *data;
  SolPubkey *owner;
  u64 rent_epoch;
  bool is_signer;
  bool is_writable;
  bool executable;
} SolAccountInfo;

typedef struct {
  SolPubkey *pubkey;
  bool is_writable;
  bool is_signer;
} SolAccountMeta;

typedef struct {
  SolPubkey *program_id;
  SolAccountMeta *accounts;
  u64 account_len;
  u8 *data;
  u64 data_len;
} SolInstruction;

typedef struct {
  const u8 *addr;
  u64 len;
} SolSignerSeed;

typedef struct {
  const SolSignerSeed *addr;
  u64 len;
} SolSignerSeeds;

typedef struct {
  SolAccountInfo *ka; /* on the heap: one per account the transaction passed */
  u64 ka_num;
  const u8 *data;
  u64 data_len;
  const SolPubkey *program_id;
} SolParameters;

/* ---- Syscalls (the relinker turns each call into a relocation against the name). */
void sol_log_(const char *message, u64 len);
void sol_log_64_(u64 a, u64 b, u64 c, u64 d, u64 e);
void sol_log_pubkey(const SolPubkey *key);
void sol_log_compute_units_(void);
void sol_panic_(const char *file, u64 len, u64 line, u64 column);
u64 sol_invoke_signed_c(const SolInstruction *instruction, const SolAccountInfo *account_infos,
                        int account_infos_len, const SolSignerSeeds *signers_seeds,
                        int signers_seeds_len);
u64 sol_create_program_address(const SolSignerSeed *seeds, int seeds_len, const SolPubkey *program_id,
                               SolPubkey *address);
u64 sol_try_find_program_address(const SolSignerSeed *seeds, int seeds_len,
                                 const SolPubkey *program_id, SolPubkey *address, u8 *bump_seed);
u64 sol_sha256(const SolSignerSeed *bytes, int bytes_len, u8 *result);
u64 sol_get_clock_sysvar(void *clock);
u64 sol_get_rent_sysvar(void *rent);
void sol_memcpy_(void *dst, const void *src, u64 n);
void sol_memmove_(void *dst, const void *src, u64 n);
void sol_memset_(void *s, u8 c, u64 n);
void sol_memcmp_(const void *a, const void *b, u64 n, int *result);
void sol_set_return_data(const u8 *data, u64 len);

#define sol_log(message) sol_log_(message, sizeof(message) - 1)
#define sol_panic() sol_panic_(__FILE__, sizeof(__FILE__) - 1, __LINE__, 0)
#define sol_assert(expr)                                                                           \
  if (!(expr)) sol_panic()

static inline void sol_memcpy(void *dst, const void *src, u64 n) { sol_memcpy_(dst, src, n); }
static inline void sol_memset(void *dst, u8 c, u64 n) { sol_memset_(dst, c, n); }
static inline bool sol_memeq(const void *a, const void *b, u64 n) {
  int result = 0;
  sol_memcmp_(a, b, n, &result);
  return result == 0;
}
static inline bool pubkey_eq(const SolPubkey *a, const SolPubkey *b) { return sol_memeq(a, b, 32); }
static inline bool pubkey_lt(const SolPubkey *a, const SolPubkey *b) {
  int result = 0;
  sol_memcmp_(a, b, 32, &result);
  return result < 0;
}

/* ---- Sysvars read by syscall. */
typedef struct {
  u64 slot;
  i64 epoch_start_timestamp;
  u64 epoch;
  u64 leader_schedule_epoch;
  i64 unix_timestamp;
} SolClock;

typedef struct {
  u64 lamports_per_byte_year;
  u64 exemption_threshold_bits; /* an f64, read as its bits: BPF has no floating point */
  u8 burn_percent;
} SolRent;

/*
 * The rent-exempt minimum as the runtime computes it: (128 + len) * lamports_per_byte_year *
 * exemption_threshold. Clusters have used a threshold of 2.0 (3,480 lamports a byte-year) and
 * now 1.0 (6,960): whole powers of two, which this takes exactly; any other threshold panics
 * rather than guess.
 */
static inline u64 rent_minimum_balance(const SolRent *rent, u64 data_len) {
  u64 bits = rent->exemption_threshold_bits;
  u64 exponent = (bits >> 52) & 0x7ff;
  u64 mantissa = bits & ((1ULL << 52) - 1);
  u64 base = (128 + data_len) * rent->lamports_per_byte_year;
  if (mantissa != 0 || (bits >> 63) != 0 || exponent < 1023 || exponent > 1023 + 8) sol_panic();
  return base << (exponent - 1023);
}

/* ---- The heap: 32 KiB at a fixed address, bump-allocated, never freed. */
#define HEAP_START_ADDRESS 0x300000000ULL
#define HEAP_LENGTH (32 * 1024)

typedef struct {
  u64 used;
} SolHeap;

/* The first 8 bytes of the heap count what is in use (zeroed by the runtime at each entry). */
static inline void *sol_alloc(u64 size) {
  SolHeap *heap = (SolHeap *)HEAP_START_ADDRESS;
  u64 start = (sizeof(SolHeap) + heap->used + 7) & ~7ULL;
  if (start + size > HEAP_LENGTH) return NULL;
  heap->used = start + size - sizeof(SolHeap);
  return (void *)(HEAP_START_ADDRESS + start);
}

/* ---- Input deserialization: zero-copy, account infos point into the input buffer. */
#define MAX_PERMITTED_DATA_INCREASE (10 * 1024)
#define NON_DUP_MARKER 0xff
#define SOL_MAX_ACCOUNTS 64

static inline u64 sol_deserialize(const u8 *input, SolParameters *params) {
  u64 count = *(const u64 *)input;
  input += sizeof(u64);
  if (count > SOL_MAX_ACCOUNTS) return ERROR_NOT_ENOUGH_ACCOUNT_KEYS;
  SolAccountInfo *ka = (SolAccountInfo *)sol_alloc(count * sizeof(SolAccountInfo));
  if (count && ka == NULL) return ERROR_ACCOUNT_DATA_TOO_SMALL;
  for (u64 i = 0; i < count; i++) {
    u8 dup = *input;
    input += 1;
    if (dup == NON_DUP_MARKER) {
      ka[i].is_signer = *input != 0;
      input += 1;
      ka[i].is_writable = *input != 0;
      input += 1;
      ka[i].executable = *input != 0;
      input += 1;
      input += 4; /* original data length, kept by the runtime */
      ka[i].key = (SolPubkey *)input;
      input += sizeof(SolPubkey);
      ka[i].owner = (SolPubkey *)input;
      input += sizeof(SolPubkey);
      ka[i].lamports = (u64 *)input;
      input += sizeof(u64);
      ka[i].data_len = *(const u64 *)input;
      input += sizeof(u64);
      ka[i].data = (u8 *)input;
      input += ka[i].data_len + MAX_PERMITTED_DATA_INCREASE;
      input = (const u8 *)(((u64)input + 7) & ~7ULL);
      ka[i].rent_epoch = *(const u64 *)input;
      input += sizeof(u64);
    } else {
      ka[i] = ka[dup];
      input += 7;
    }
  }
  params->ka = ka;
  params->ka_num = count;
  params->data_len = *(const u64 *)input;
  input += sizeof(u64);
  params->data = input;
  input += params->data_len;
  params->program_id = (const SolPubkey *)input;
  return SUCCESS;
}

/* ---- Little-endian reads and writes at any alignment (account data is packed). */
static inline u64 read_u64(const u8 *p) {
  u64 v;
  sol_memcpy(&v, p, 8);
  return v;
}
static inline void write_u64(u8 *p, u64 v) { sol_memcpy(p, &v, 8); }
static inline u16 read_u16(const u8 *p) { return (u16)(p[0] | (p[1] << 8)); }
static inline void write_u16(u8 *p, u16 v) {
  p[0] = (u8)v;
  p[1] = (u8)(v >> 8);
}
