/**
 * The accounts Raydium wrote on mainnet for CPMM, written by the local chain at genesis for its
 * own AMM: one AMM config per fee tier of the spec, at the config PDAs, and the create-pool fee
 * account at CPMM's address, a wrapped-SOL account whose owner is the platform's treasury (so the
 * 0.15 SOL pool creation fee reaches the treasury locally, as it reaches Raydium on mainnet).
 */
import { getAddressEncoder, getProgramDerivedAddress, type Address } from '@solana/kit';
import { AMM_CONFIG_SIZE, CPMM_ACCOUNT_DISCRIMINATORS, CPMM_CREATE_POOL_FEE_RECEIVER, CPMM_PROGRAM_ADDRESS } from '@toolkit/programs/cpmm';

const WRAPPED_SOL_MINT = 'So11111111111111111111111111111111111111112';
const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
/** An address no one holds a key for: the fee owner of a chain started without a treasury. */
const NO_OWNER = '11111111111111111111111111111111';

/** Rates are per 1,000,000 of the amount (2,500 is 0.25 %); protocol and fund rates are shares of the trade fee. */
export interface AmmConfigTier {
  index: number;
  tradeFeeRate: bigint;
}

/** The spec's fee tiers: 0.25, 0.5, 1, 2 and 4 %. Index 0 is 0.25 %, as on mainnet. */
export const LOCAL_AMM_TIERS: AmmConfigTier[] = [
  { index: 0, tradeFeeRate: 2_500n },
  { index: 1, tradeFeeRate: 5_000n },
  { index: 2, tradeFeeRate: 10_000n },
  { index: 3, tradeFeeRate: 20_000n },
  { index: 4, tradeFeeRate: 40_000n },
];
/** Mainnet config 0's shares of the trade fee: 12 % to the protocol, 4 % to the fund. */
const PROTOCOL_FEE_RATE = 120_000n;
const FUND_FEE_RATE = 40_000n;
/** CPMM's create-pool fee on mainnet, 0.15 SOL. */
const CREATE_POOL_FEE_LAMPORTS = 150_000_000n;
const TOKEN_ACCOUNT_SIZE = 165;

export interface GenesisAccount {
  address: string;
  lamports: bigint;
  owner: string;
  data: Uint8Array;
}

/** The config PDA of tier `index` with its bump (stored in the config, as CPMM's create_amm_config does). */
async function ammConfigAddress(index: number): Promise<{ address: Address; bump: number }> {
  const seed = new Uint8Array([(index >> 8) & 0xff, index & 0xff]); // CPMM seeds the index big-endian
  const [address, bump] = await getProgramDerivedAddress({ programAddress: CPMM_PROGRAM_ADDRESS, seeds: ['amm_config', seed] });
  return { address, bump };
}

function ammConfigData(tier: AmmConfigTier, bump: number, feeOwner: string): Uint8Array {
  const data = new Uint8Array(AMM_CONFIG_SIZE);
  const view = new DataView(data.buffer);
  const owner = getAddressEncoder().encode(feeOwner as Address);
  data.set(CPMM_ACCOUNT_DISCRIMINATORS.ammConfig, 0);
  data[8] = bump;
  data[9] = 0; // disable_create_pool
  view.setUint16(10, tier.index, true);
  view.setBigUint64(12, tier.tradeFeeRate, true);
  view.setBigUint64(20, PROTOCOL_FEE_RATE, true);
  view.setBigUint64(28, FUND_FEE_RATE, true);
  view.setBigUint64(36, CREATE_POOL_FEE_LAMPORTS, true);
  data.set(owner, 44); // protocol_owner
  data.set(owner, 76); // fund_owner
  return data;
}

/** A classic SPL Token wrapped-SOL account holding nothing above its rent reserve. */
function wrappedSolAccountData(owner: string, rentReserve: bigint): Uint8Array {
  const data = new Uint8Array(TOKEN_ACCOUNT_SIZE);
  const view = new DataView(data.buffer);
  const encoder = getAddressEncoder();
  data.set(encoder.encode(WRAPPED_SOL_MINT as Address), 0);
  data.set(encoder.encode(owner as Address), 32);
  view.setBigUint64(64, 0n, true); // amount
  data[108] = 1; // state: initialized
  view.setUint32(109, 1, true); // is_native: Some
  view.setBigUint64(113, rentReserve, true);
  return data;
}

/**
 * The AMM's genesis accounts. `feeOwner` receives the create-pool fees and may collect the
 * protocol and fund fees; without one they go to an address no one holds.
 */
export async function ammVenueAccounts(feeOwner: string | undefined, rentExempt: (size: number) => bigint): Promise<GenesisAccount[]> {
  const owner = feeOwner ?? NO_OWNER;
  const configs = await Promise.all(
    LOCAL_AMM_TIERS.map(async (tier) => {
      const { address, bump } = await ammConfigAddress(tier.index);
      return { address, lamports: rentExempt(AMM_CONFIG_SIZE), owner: CPMM_PROGRAM_ADDRESS, data: ammConfigData(tier, bump, owner) };
    }),
  );
  const reserve = rentExempt(TOKEN_ACCOUNT_SIZE);
  const feeAccount = {
    address: CPMM_CREATE_POOL_FEE_RECEIVER,
    lamports: reserve,
    owner: TOKEN_PROGRAM,
    data: wrappedSolAccountData(owner, reserve),
  };
  return [...configs, feeAccount];
}
