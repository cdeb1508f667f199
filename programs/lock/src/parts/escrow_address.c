/* The escrow PDA: seeds ("escrow", base), derived from the id this program runs at. */



u64 escrow_address(const SolPubkey *program_id, const SolPubkey *base, SolPubkey *escrow, u8 *bump) {
  const SolSignerSeed seeds[] = {{(const u8 *)ESCROW_SEED, sizeof(ESCROW_SEED) - 1}, {base->x, 32}};
  return sol_try_find_program_address(seeds, 2, program_id, escrow, bump);
}
