/* The few SDK types u128.h needs, for compiling it on the host against the compiler's __int128. */
#pragma once
#include <stdbool.h>
#include <stdint.h>
typedef uint64_t u64;
typedef uint8_t u8;
