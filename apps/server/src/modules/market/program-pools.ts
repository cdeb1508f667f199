/**
 * A token's pools on the AMM program, read from the chain: every pool trading it (whoever opened
 * it), the pool whose LP token it is, and the names of the pools' tokens.
 */
import { getBase58Decoder, getBase64Encoder, type Address, type Base58EncodedBytes, type Rpc, type SolanaRpcApi } from '@solana/kit';
import { findCpmmPools, readCpmmPools, type CpmmPoolSnapshot, type CpmmVenue } from '@toolkit/chain';
import { CPMM_ACCOUNT_DISCRIMINATORS, decodePoolState, POOL_STATE_SIZE } from '@toolkit/programs/cpmm';

const base58 = getBase58Decoder();
const base64 = getBase64Encoder();
/** Where PoolState keeps its LP mint. */
const LP_MINT_OFFSET = 136n;

/** Pool lists found per RPC and mint, with when they were found. */
const found = new WeakMap<object, Map<string, { at: number; addresses: Promise<Address[]> }>>();

/**
 * Every pool of the program trading `mint`. `listTtlMs`: how long the list of addresses may be
 * reused (a remote RPC's getProgramAccounts is slow and rationed; the pools' states are read anew).
 */
export async function poolsOfMint(rpc: Rpc<SolanaRpcApi>, venue: CpmmVenue, mint: string, listTtlMs = 0): Promise<CpmmPoolSnapshot[]> {
  let lists = found.get(rpc);
  if (!lists) found.set(rpc, (lists = new Map()));
  const key = `${venue.programAddress} ${mint}`;
  let list = lists.get(key);
  if (!list || Date.now() - list.at >= listTtlMs) {
    list = { at: Date.now(), addresses: findCpmmPools(rpc, venue.programAddress, mint) };
    lists.set(key, list);
    list.addresses.catch(() => lists.delete(key));
  }
  return (await readCpmmPools(rpc, venue, await list.addresses)).filter((p): p is CpmmPoolSnapshot => p !== null);
}

/** The pool whose LP mint is `mint`, if any (the LP mint is a PDA of its pool, so one at most). */
export async function poolOfLpMint(rpc: Rpc<SolanaRpcApi>, venue: CpmmVenue, mint: string) {
  const accounts = await rpc
    .getProgramAccounts(venue.programAddress, {
      encoding: 'base64',
      commitment: 'confirmed',
      filters: [
        { dataSize: BigInt(POOL_STATE_SIZE) },
        { memcmp: { offset: 0n, bytes: base58.decode(CPMM_ACCOUNT_DISCRIMINATORS.poolState) as Base58EncodedBytes, encoding: 'base58' } },
        { memcmp: { offset: LP_MINT_OFFSET, bytes: mint as unknown as Base58EncodedBytes, encoding: 'base58' } },
      ],
    })
    .send();
  const [found] = accounts;
  return found ? { address: found.pubkey as Address, state: decodePoolState(base64.encode(found.account.data[0]) as Uint8Array) } : null;
}
