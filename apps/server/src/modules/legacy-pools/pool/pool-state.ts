/**
 * A pool's live state, read from the chain (DESIGN.md 4: never trusted from the database):
 * the two vault balances and the LP supply, in one getMultipleAccounts round trip.
 */
import { checkedAddress } from '@toolkit/chain';
import { getBase64Encoder, type GetMultipleAccountsApi, type Rpc } from '@solana/kit';

export interface PoolState {
  baseReserve: bigint;
  quoteReserve: bigint;
  lpSupply: bigint;
}

export interface PoolAccountsRef {
  baseVault: string;
  quoteVault: string;
  lpMint: string;
}

const base64 = getBase64Encoder();
/** A token account's amount and a mint's supply sit at fixed offsets in both token programs. */
const TOKEN_ACCOUNT_AMOUNT = 64;
const MINT_SUPPLY = 36;

const u64At = (bytes: Uint8Array, offset: number) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getBigUint64(offset, true);

export async function readPoolStates(rpc: Rpc<GetMultipleAccountsApi>, pools: PoolAccountsRef[]): Promise<Array<PoolState | null>> {
  const keys = pools.flatMap((p) => [p.baseVault, p.quoteVault, p.lpMint]);
  const out: Array<PoolState | null> = [];
  // getMultipleAccounts takes at most 100 keys: 33 pools per call.
  const accounts: Array<{ data: readonly [string, string] } | null> = [];
  for (let i = 0; i < keys.length; i += 99) {
    const { value } = await rpc
      .getMultipleAccounts(
        keys.slice(i, i + 99).map((k) => checkedAddress(k)),
        { encoding: 'base64', commitment: 'confirmed' },
      )
      .send();
    accounts.push(...(value as Array<{ data: readonly [string, string] } | null>));
  }
  for (let i = 0; i < pools.length; i++) {
    const [bv, qv, lp] = [accounts[3 * i], accounts[3 * i + 1], accounts[3 * i + 2]];
    if (!bv || !qv || !lp) {
      out.push(null);
      continue;
    }
    const bytes = (a: { data: readonly [string, string] }) => base64.encode(a.data[0]) as Uint8Array;
    out.push({
      baseReserve: u64At(bytes(bv), TOKEN_ACCOUNT_AMOUNT),
      quoteReserve: u64At(bytes(qv), TOKEN_ACCOUNT_AMOUNT),
      lpSupply: u64At(bytes(lp), MINT_SUPPLY),
    });
  }
  return out;
}

export async function readPoolState(rpc: Rpc<GetMultipleAccountsApi>, pool: PoolAccountsRef): Promise<PoolState | null> {
  const [state] = await readPoolStates(rpc, [pool]);
  return state ?? null;
}

/** A token account's balance (0 when it does not exist). */
export async function readTokenBalance(rpc: Rpc<GetMultipleAccountsApi>, account: string): Promise<bigint> {
  const { value } = await rpc.getMultipleAccounts([checkedAddress(account)], { encoding: 'base64', commitment: 'confirmed' }).send();
  const a = value[0] as { data: readonly [string, string] } | null;
  return a ? u64At(base64.encode(a.data[0]) as Uint8Array, TOKEN_ACCOUNT_AMOUNT) : 0n;
}
