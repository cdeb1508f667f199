/**
 * CPMM pools read from the chain: a venue's fee tiers, the pools of a program (all of them, or
 * those of one mint: any client may open a pool, so every one is found), and the snapshots the
 * builders price against (state, vault balances, each side's transfer fee in force).
 */
import {
  getBase58Decoder,
  getBase64Encoder,
  type Address,
  type Base58EncodedBytes,
  type GetEpochInfoApi,
  type GetMultipleAccountsApi,
  type GetProgramAccountsApi,
  type Rpc,
} from '@solana/kit';
import {
  AMM_CONFIG_SIZE,
  CPMM_ACCOUNT_DISCRIMINATORS,
  decodeAmmConfig,
  decodePoolState,
  POOL_STATE_SIZE,
  type TransferFee,
} from '@toolkit/programs/cpmm';
import type { CpmmPoolSnapshot } from '../builders/cpmm/pool-snapshot.js';
import type { CpmmDeployment, CpmmVenue } from '../builders/cpmm/venue.js';
import { address } from '../checked-address.js';
import { readMints } from './read-mints.js';
import { feeInForce } from './transfer-fee.js';

const base58 = getBase58Decoder();
const base64 = getBase64Encoder();
const TOKEN_AMOUNT_OFFSET = 64;
/** Where PoolState keeps its mints: a pool of `mint` has it at one of these. */
const TOKEN_0_MINT_OFFSET = 168n;
const TOKEN_1_MINT_OFFSET = 200n;

const discriminatorFilter = (bytes: Uint8Array) => ({
  memcmp: { offset: 0n, bytes: base58.decode(bytes) as Base58EncodedBytes, encoding: 'base58' as const },
});

/** The venue as the cluster has it: every config of the program, by index. */
export async function readCpmmVenue(rpc: Rpc<GetProgramAccountsApi>, deployment: CpmmDeployment): Promise<CpmmVenue> {
  const accounts = await rpc
    .getProgramAccounts(deployment.programAddress, {
      encoding: 'base64',
      commitment: 'confirmed',
      filters: [{ dataSize: BigInt(AMM_CONFIG_SIZE) }, discriminatorFilter(CPMM_ACCOUNT_DISCRIMINATORS.ammConfig)],
    })
    .send();
  const configs = accounts
    .map(({ pubkey, account }) => ({ address: pubkey, ...decodeAmmConfig(base64.encode(account.data[0]) as Uint8Array) }))
    .sort((a, b) => a.index - b.index);
  return { ...deployment, configs };
}

/** The addresses of the program's pools; with `mint`, only the pools that trade it. */
export async function findCpmmPools(rpc: Rpc<GetProgramAccountsApi>, programAddress: Address, mint?: string): Promise<Address[]> {
  const base = [{ dataSize: BigInt(POOL_STATE_SIZE) }, discriminatorFilter(CPMM_ACCOUNT_DISCRIMINATORS.poolState)];
  const scan = (filters: typeof base) =>
    rpc.getProgramAccounts(programAddress, { encoding: 'base64', commitment: 'confirmed', dataSlice: { offset: 0, length: 0 }, filters }).send();
  if (mint === undefined) return (await scan(base)).map((a) => a.pubkey);
  const memcmp = (offset: bigint) => ({ memcmp: { offset, bytes: mint as unknown as Base58EncodedBytes, encoding: 'base58' as const } });
  const [as0, as1] = await Promise.all([
    scan([...base, memcmp(TOKEN_0_MINT_OFFSET)] as typeof base),
    scan([...base, memcmp(TOKEN_1_MINT_OFFSET)] as typeof base),
  ]);
  return [...as0, ...as1].map((a) => a.pubkey);
}

/** getMultipleAccounts answers at most 100 keys per call on every public RPC. */
async function accountsOf(rpc: Rpc<GetMultipleAccountsApi>, keys: Address[]) {
  const out = [];
  for (let i = 0; i < keys.length; i += 100) {
    const { value } = await rpc.getMultipleAccounts(keys.slice(i, i + 100), { encoding: 'base64', commitment: 'confirmed' }).send();
    out.push(...value);
  }
  return out;
}

/**
 * Snapshots of the given pools (null where an address holds no pool): the pools, their vaults and
 * their mints, 100 accounts a call.
 */
export async function readCpmmPools(
  rpc: Rpc<GetMultipleAccountsApi & GetEpochInfoApi>,
  venue: CpmmVenue,
  pools: readonly string[],
): Promise<Array<CpmmPoolSnapshot | null>> {
  if (pools.length === 0) return [];
  const poolAccounts = await accountsOf(
    rpc,
    pools.map((p) => address(p)),
  );
  const states = poolAccounts.map((account) => {
    if (!account || account.owner !== venue.programAddress) return null;
    const data = base64.encode(account.data[0]) as Uint8Array;
    try {
      return decodePoolState(data);
    } catch {
      return null;
    }
  });
  const vaults = states.flatMap((s) => (s ? [s.token0Vault, s.token1Vault] : []));
  const vaultAccounts = await accountsOf(rpc, vaults);
  const amountOf = new Map<string, bigint>();
  vaultAccounts.forEach((account, i) => {
    if (!account) return;
    const data = base64.encode(account.data[0]) as Uint8Array;
    amountOf.set(vaults[i]!, new DataView(data.buffer, data.byteOffset).getBigUint64(TOKEN_AMOUNT_OFFSET, true));
  });
  const mints = [...new Set(states.flatMap((s) => (s ? [s.token0Mint, s.token1Mint] : [])))];
  const mintInfos = await readMints(rpc, mints);
  const feeOf = new Map<string, TransferFee | null>();
  for (const [i, info] of mintInfos.entries()) {
    const config = info?.transferFeeConfig;
    if (!config) {
      feeOf.set(mints[i]!, null);
      continue;
    }
    const fee = await feeInForce(rpc, config);
    feeOf.set(mints[i]!, fee.transferFeeBasisPoints === 0 ? null : { basisPoints: fee.transferFeeBasisPoints, maximumFee: fee.maximumFee });
  }
  return states.map((state, i) => {
    if (!state) return null;
    const config = venue.configs.find((c) => c.address === state.ammConfig);
    if (!config) return null;
    return {
      address: address(pools[i]!),
      programAddress: venue.programAddress,
      state,
      rates: { tradeFeeRate: config.tradeFeeRate, protocolFeeRate: config.protocolFeeRate, fundFeeRate: config.fundFeeRate },
      vault0Amount: amountOf.get(state.token0Vault) ?? 0n,
      vault1Amount: amountOf.get(state.token1Vault) ?? 0n,
      transferFee0: feeOf.get(state.token0Mint) ?? null,
      transferFee1: feeOf.get(state.token1Mint) ?? null,
    };
  });
}
