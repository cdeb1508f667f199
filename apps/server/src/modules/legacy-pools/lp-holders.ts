/**
 * Who holds a pool's LP on chain, whoever they are (users of the app or not): every token account
 * of the LP mint in one getProgramAccounts call, its owner and amount, with the LP supply and the
 * two vaults read once that list is in. A burn between the two reads lowers the supply after the
 * accounts were read; the supply taken is never below what the accounts hold, so shares never
 * add up to more than a vault.
 */
import { getAddressDecoder, getBase64Encoder, getU64Decoder, type Rpc, type SolanaRpcApi } from '@solana/kit';
import { checkedAddress } from '@toolkit/chain';
import { readPoolState, type PoolRow } from '../liquidity/index.ts';

export interface LpAccount {
  account: string;
  owner: string;
  amount: bigint;
}

export interface PoolSnapshot {
  baseReserve: bigint;
  quoteReserve: bigint;
  lpSupply: bigint;
  /** Every LP account holding some LP. */
  accounts: LpAccount[];
}

export async function readLpAccounts(rpc: Rpc<SolanaRpcApi>, lpMint: string, lpProgram: string): Promise<LpAccount[]> {
  const found = await rpc
    .getProgramAccounts(checkedAddress(lpProgram), {
      encoding: 'base64',
      commitment: 'confirmed',
      // A token account starts with its mint; owner (32 bytes) and amount (8) follow.
      filters: [{ memcmp: { offset: 0n, bytes: lpMint as never, encoding: 'base58' } }],
      dataSlice: { offset: 32, length: 40 },
    })
    .send();
  const b64 = getBase64Encoder();
  const owners = getAddressDecoder();
  const u64 = getU64Decoder();
  const out: LpAccount[] = [];
  for (const { pubkey, account } of found) {
    const bytes = b64.encode(account.data[0]);
    if (bytes.length < 40) continue;
    const amount = u64.decode(bytes.slice(32, 40));
    if (amount > 0n) out.push({ account: pubkey, owner: owners.decode(bytes.slice(0, 32)), amount });
  }
  return out;
}

/** The pool as its payouts are computed: null when a vault or the LP mint cannot be read. */
export async function readPoolSnapshot(rpc: Rpc<SolanaRpcApi>, row: PoolRow): Promise<PoolSnapshot | null> {
  const accounts = await readLpAccounts(rpc, row.lpMint, row.lpProgram);
  const state = await readPoolState(rpc, row);
  if (!state) return null;
  const held = accounts.reduce((sum, a) => sum + a.amount, 0n);
  return { ...state, lpSupply: state.lpSupply > held ? state.lpSupply : held, accounts };
}
