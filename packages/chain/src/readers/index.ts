/** Readers: decode on-chain state for either token program (callers pass an RPC). */
export { readMints, readMint } from './read-mints.js';
export type { MintInfo, OnChainTokenMetadata, TokenProgramName, TransferFeeAtEpoch, TransferFeeConfig } from './mint-info.js';
export { feeInForce } from './transfer-fee.js';
export { ownerBalancesRead, readOwnerBalances, readWalletHoldings, type AccountKind, type OwnerBalances, type TokenBalance } from './balances.js';
export {
  findCpmmPools,
  knownCpmmPoolMints,
  readCpmmPools,
  readCpmmPoolsAlong,
  readCpmmVenue,
  type RawAccount as AccountAlongside,
} from './cpmm-pools.js';
export { findVestingEscrows, readVestingEscrow, VESTING_ESCROW_OFFSETS, type EscrowKey } from './lock-escrows.js';
