/** What the local chain holds from its first slot: our programs at their mainnet ids, and the venues' accounts. */
export { HOSTED_PROGRAMS, hostedProgramBytes, type HostedProgram } from './hosted-programs.js';
export { ammVenueAccounts, CREATE_POOL_FEE_LAMPORTS, LOCAL_AMM_TIERS, type AmmConfigTier, type GenesisAccount } from './amm-venue-accounts.js';
