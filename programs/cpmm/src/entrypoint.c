/*
 * The constant-product AMM, speaking Raydium CPMM's interface as mainnet runs it: instructions
 * are told apart by Anchor's discriminators, sha256("global:<name>")[0..8].
 */
#include "errors.h"
#include "instructions.h"

/* Read as little-endian u64, compared without a table of function pointers (which SBPFv0 would
 * have to relocate as data). */
#define DISCRIMINATOR(b0, b1, b2, b3, b4, b5, b6, b7)                                                 \
  ((u64)(b0) | (u64)(b1) << 8 | (u64)(b2) << 16 | (u64)(b3) << 24 | (u64)(b4) << 32 | (u64)(b5) << 40 |   \
   (u64)(b6) << 48 | (u64)(b7) << 56)

u64 entrypoint(const u8 *input) {
  SolParameters params;
  TRY(sol_deserialize(input, &params));
  if (params.data_len < 8) return ERR_InstructionFallbackNotFound;
  switch (read_u64(params.data)) {
    case DISCRIMINATOR(0xaf, 0xaf, 0x6d, 0x1f, 0x0d, 0x98, 0x9b, 0xed): return initialize(&params);
    case DISCRIMINATOR(0xf2, 0x23, 0xc6, 0x89, 0x52, 0xe1, 0xf2, 0xb6): return deposit(&params);
    case DISCRIMINATOR(0xb7, 0x12, 0x46, 0x9c, 0x94, 0x6d, 0xa1, 0x22): return withdraw(&params);
    case DISCRIMINATOR(0x8f, 0xbe, 0x5a, 0xda, 0xc4, 0x1e, 0x33, 0xde): return swap_base_input(&params);
    case DISCRIMINATOR(0x37, 0xd9, 0x62, 0x56, 0xa3, 0x4a, 0xb4, 0xad): return swap_base_output(&params);
    case DISCRIMINATOR(0x89, 0x34, 0xed, 0xd4, 0xd7, 0x75, 0x6c, 0x68): return create_amm_config(&params);
    case DISCRIMINATOR(0x31, 0x3c, 0xae, 0x88, 0x9a, 0x1c, 0x74, 0xc8): return update_amm_config(&params);
    case DISCRIMINATOR(0x82, 0x57, 0x6c, 0x06, 0x2e, 0xe0, 0x75, 0x7b): return update_pool_status(&params);
    case DISCRIMINATOR(0x88, 0x88, 0xfc, 0xdd, 0xc2, 0x42, 0x7e, 0x59): return collect_protocol_fee(&params);
    case DISCRIMINATOR(0xa7, 0x8a, 0x4e, 0x95, 0xdf, 0xc2, 0x06, 0x7e): return collect_fund_fee(&params);
    default: return ERR_InstructionFallbackNotFound;
  }
}
