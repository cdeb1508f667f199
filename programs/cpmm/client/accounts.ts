/** Decoders of CPMM's PoolState (637 bytes) and AmmConfig (236 bytes), by mainnet's offsets. */
import { getAddressDecoder, type Address } from '@solana/kit';
import { AMM_CONFIG_SIZE, CPMM_ACCOUNT_DISCRIMINATORS, POOL_STATE_SIZE } from './program.ts';

const addressDecoder = getAddressDecoder();

/**
 * Addresses already read, by their bytes: a pool names the same ten addresses on every read (they
 * never change), and kit writes each in base58 with bigint arithmetic, tens of microseconds apiece,
 * on every read of a pool for every swap. Emptied when full, which costs only conversions again.
 */
const ADDRESS_TEXT = new Map<string, Address>();
const ADDRESS_TEXT_CAP = 20_000;

function addressAt(data: Uint8Array, at: number): Address {
  const bytes = data.subarray(at, at + 32);
  const key = String.fromCharCode.apply(null, bytes as unknown as number[]);
  let text = ADDRESS_TEXT.get(key);
  if (text === undefined) {
    if (ADDRESS_TEXT.size >= ADDRESS_TEXT_CAP) ADDRESS_TEXT.clear();
    text = addressDecoder.decode(bytes) as Address;
    ADDRESS_TEXT.set(key, text);
  }
  return text;
}

function reader(data: Uint8Array, discriminator: Uint8Array, size: number, type: string) {
  if (data.length < size) throw new Error(`${type}: ${data.length} bytes, expected ${size}`);
  if (!discriminator.every((b, i) => data[i] === b)) throw new Error(`${type}: not a ${type} account (discriminator)`);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  return {
    address: (at: number) => addressAt(data, at),
    u8: (at: number) => data[at],
    u16: (at: number) => view.getUint16(at, true),
    u64: (at: number) => view.getBigUint64(at, true),
  };
}

export interface PoolState {
  ammConfig: Address;
  poolCreator: Address;
  token0Vault: Address;
  token1Vault: Address;
  lpMint: Address;
  token0Mint: Address;
  token1Mint: Address;
  token0Program: Address;
  token1Program: Address;
  observationKey: Address;
  authBump: number;
  /** Bit 0 disables deposit, bit 1 withdraw, bit 2 swap. */
  status: number;
  lpMintDecimals: number;
  mint0Decimals: number;
  mint1Decimals: number;
  /** LP in circulation plus the 100 locked at initialize. */
  lpSupply: bigint;
  protocolFeesToken0: bigint;
  protocolFeesToken1: bigint;
  fundFeesToken0: bigint;
  fundFeesToken1: bigint;
  openTime: bigint;
  recentEpoch: bigint;
}

export function decodePoolState(data: Uint8Array): PoolState {
  const r = reader(data, CPMM_ACCOUNT_DISCRIMINATORS.poolState, POOL_STATE_SIZE, 'PoolState');
  return {
    ammConfig: r.address(8),
    poolCreator: r.address(40),
    token0Vault: r.address(72),
    token1Vault: r.address(104),
    lpMint: r.address(136),
    token0Mint: r.address(168),
    token1Mint: r.address(200),
    token0Program: r.address(232),
    token1Program: r.address(264),
    observationKey: r.address(296),
    authBump: r.u8(328),
    status: r.u8(329),
    lpMintDecimals: r.u8(330),
    mint0Decimals: r.u8(331),
    mint1Decimals: r.u8(332),
    lpSupply: r.u64(333),
    protocolFeesToken0: r.u64(341),
    protocolFeesToken1: r.u64(349),
    fundFeesToken0: r.u64(357),
    fundFeesToken1: r.u64(365),
    openTime: r.u64(373),
    recentEpoch: r.u64(381),
  };
}

/** The reserves the curve trades on: vault balances less the protocol and fund fees owed. */
export function poolReserves(pool: PoolState, vault0Amount: bigint, vault1Amount: bigint): { reserve0: bigint; reserve1: bigint } {
  return {
    reserve0: vault0Amount - pool.protocolFeesToken0 - pool.fundFeesToken0,
    reserve1: vault1Amount - pool.protocolFeesToken1 - pool.fundFeesToken1,
  };
}

export interface AmmConfig {
  bump: number;
  disableCreatePool: boolean;
  index: number;
  /** Per 1,000,000 of the amount in. */
  tradeFeeRate: bigint;
  /** Per 1,000,000 of the trade fee. */
  protocolFeeRate: bigint;
  /** Per 1,000,000 of the trade fee. */
  fundFeeRate: bigint;
  /** Lamports, paid into the create-pool fee account at initialize. */
  createPoolFee: bigint;
  protocolOwner: Address;
  fundOwner: Address;
}

export function decodeAmmConfig(data: Uint8Array): AmmConfig {
  const r = reader(data, CPMM_ACCOUNT_DISCRIMINATORS.ammConfig, AMM_CONFIG_SIZE, 'AmmConfig');
  return {
    bump: r.u8(8),
    disableCreatePool: r.u8(9) !== 0,
    index: r.u16(10),
    tradeFeeRate: r.u64(12),
    protocolFeeRate: r.u64(20),
    fundFeeRate: r.u64(28),
    createPoolFee: r.u64(36),
    protocolOwner: r.address(44),
    fundOwner: r.address(76),
  };
}
