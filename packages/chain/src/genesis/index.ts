/** What the local chain holds from its first slot: our programs at their mainnet ids, and the venues' accounts. */
export { hostedProgramBytes } from './hosted-programs.js';
export { ammVenueAccounts, LOCAL_AMM_TIERS, type GenesisAccount } from './amm-venue-accounts.js';
