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
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import type { CpmmPoolSnapshot } from '../builders/cpmm/pool-snapshot.js';
import type { CpmmDeployment, CpmmVenue } from '../builders/cpmm/venue.js';
import { address } from '../checked-address.js';
import { decodeMintAccount } from './read-mints.js';
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
 * What never changes, per RPC endpoint: a pool's vault addresses (PDAs of the pool and its mints),
 * and whether a mint has a transfer fee at all (a Token-2022 mint's extensions are fixed when it
 * is made; a classic mint has none). With them, a pool is read in one call: its state, its vaults
 * and only the mints whose fee may have changed. The state read with them is the judge: vaults it
 * names that were not guessed are read in a second call. Emptied when full, which costs only
 * reads again.
 */
interface Known {
  /** A pool's vaults and mints. */
  pools: Map<string, { vaults: readonly [Address, Address]; mints: readonly [Address, Address] }>;
  /** true: the mint has a TransferFeeConfig (its fee in force is read every time); false: it never has a fee. */
  feeMint: Map<string, boolean>;
}
const knownAt = new WeakMap<object, Known>();
const MAX_KNOWN = 10_000;

function knownOf(rpc: object): Known {
  let known = knownAt.get(rpc);
  if (!known) knownAt.set(rpc, (known = { pools: new Map(), feeMint: new Map() }));
  if (known.pools.size > MAX_KNOWN || known.feeMint.size > MAX_KNOWN) {
    known.pools.clear();
    known.feeMint.clear();
  }
  return known;
}

export type RawAccount = Awaited<ReturnType<typeof accountsOf>>[number];

/**
 * A pool's two mints as this endpoint's earlier reads found them (they never change), or undefined
 * for a pool not read yet: what a caller needs to name, before the pool is read, other accounts to
 * read with it (`readCpmmPoolsAlong`), such as a trader's token accounts.
 */
export function knownCpmmPoolMints(rpc: object, pool: string): readonly [Address, Address] | undefined {
  return knownAt.get(rpc)?.pools.get(pool)?.mints;
}

/**
 * Snapshots of the given pools (null where an address holds no pool): the pools, their vaults and
 * the mints whose transfer fee may apply, 100 accounts a call; reserves are always read fresh.
 */
export async function readCpmmPools(
  rpc: Rpc<GetMultipleAccountsApi & GetEpochInfoApi>,
  venue: CpmmVenue,
  pools: readonly string[],
): Promise<Array<CpmmPoolSnapshot | null>> {
  return (await readCpmmPoolsAlong(rpc, venue, pools, [])).pools;
}

/**
 * readCpmmPools, with other accounts (`alongside`, e.g. the trader's balances a swap's funds check
 * needs) asked in the same getMultipleAccounts as the pools: one round trip to the node, and both
 * read at the same slot. The accounts come back in the order asked, null where none exists.
 */
export async function readCpmmPoolsAlong(
  rpc: Rpc<GetMultipleAccountsApi & GetEpochInfoApi>,
  venue: CpmmVenue,
  pools: readonly string[],
  alongside: readonly Address[],
): Promise<{ pools: Array<CpmmPoolSnapshot | null>; alongside: RawAccount[] }> {
  if (pools.length === 0 && alongside.length === 0) return { pools: [], alongside: [] };
  const known = knownOf(rpc);
  const poolKeys = pools.map((p) => address(p));
  // Everything this endpoint's earlier reads say the pools need, asked with the pools themselves.
  const guessed = new Set<Address>();
  for (const pool of poolKeys) {
    const parts = known.pools.get(pool);
    for (const vault of parts?.vaults ?? []) guessed.add(vault);
    for (const mint of parts?.mints ?? []) if (known.feeMint.get(mint)) guessed.add(mint);
  }
  const extra = [...guessed];
  const first = await accountsOf(rpc, [...poolKeys, ...extra, ...alongside]);
  const accountOf = new Map<string, RawAccount>();
  extra.forEach((key, i) => accountOf.set(key, first[poolKeys.length + i] ?? null));
  const alongsideRead = first.slice(poolKeys.length + extra.length);

  const states = first.slice(0, poolKeys.length).map((account) => {
    if (!account || account.owner !== venue.programAddress) return null;
    const data = base64.encode(account.data[0]) as Uint8Array;
    try {
      return decodePoolState(data);
    } catch {
      return null;
    }
  });
  // Mints with a fee are read every time (their fee may change); classic mints never have one.
  const feeUnknown = (mint: Address, program: Address) => program !== TOKEN_PROGRAM_ADDRESS && known.feeMint.get(mint) === undefined;
  const missing = new Set<Address>();
  states.forEach((s, i) => {
    if (!s) return;
    known.pools.set(poolKeys[i]!, { vaults: [s.token0Vault, s.token1Vault], mints: [s.token0Mint, s.token1Mint] });
    for (const vault of [s.token0Vault, s.token1Vault]) if (!accountOf.has(vault)) missing.add(vault);
    for (const [mint, program] of [
      [s.token0Mint, s.token0Program],
      [s.token1Mint, s.token1Program],
    ] as const) {
      if (feeUnknown(mint, program) || (known.feeMint.get(mint) && !accountOf.has(mint))) missing.add(mint);
    }
  });
  if (missing.size > 0) {
    const keys = [...missing];
    (await accountsOf(rpc, keys)).forEach((account, i) => accountOf.set(keys[i]!, account));
  }

  const amountOf = (vault: Address) => {
    const account = accountOf.get(vault);
    if (!account) return 0n;
    const data = base64.encode(account.data[0]) as Uint8Array;
    return new DataView(data.buffer, data.byteOffset).getBigUint64(TOKEN_AMOUNT_OFFSET, true);
  };
  const feeOf = new Map<string, TransferFee | null>();
  const transferFeeOf = async (mint: Address, program: Address): Promise<TransferFee | null> => {
    if (program === TOKEN_PROGRAM_ADDRESS || known.feeMint.get(mint) === false) return null;
    if (feeOf.has(mint)) return feeOf.get(mint)!;
    const account = accountOf.get(mint);
    const info = account ? decodeMintAccount(mint, account) : null;
    const config = info?.transferFeeConfig;
    // Only a mint that exists as a mint tells whether it has a fee for good.
    if (info) known.feeMint.set(mint, config !== null);
    let fee: TransferFee | null = null;
    if (config) {
      const inForce = await feeInForce(rpc, config);
      fee = inForce.transferFeeBasisPoints === 0 ? null : { basisPoints: inForce.transferFeeBasisPoints, maximumFee: inForce.maximumFee };
    }
    feeOf.set(mint, fee);
    return fee;
  };

  const snapshots = await Promise.all(
    states.map(async (state, i): Promise<CpmmPoolSnapshot | null> => {
      if (!state) return null;
      const config = venue.configs.find((c) => c.address === state.ammConfig);
      if (!config) return null;
      return {
        address: poolKeys[i]!,
        programAddress: venue.programAddress,
        state,
        rates: { tradeFeeRate: config.tradeFeeRate, protocolFeeRate: config.protocolFeeRate, fundFeeRate: config.fundFeeRate },
        vault0Amount: amountOf(state.token0Vault),
        vault1Amount: amountOf(state.token1Vault),
        transferFee0: await transferFeeOf(state.token0Mint, state.token0Program),
        transferFee1: await transferFeeOf(state.token1Mint, state.token1Program),
      };
    }),
  );
  return { pools: snapshots, alongside: alongsideRead };
}
