/**
 * Balances of many wallets at once. One getMultipleAccounts per 100 keys covers both the
 * wallets' SOL and their associated token accounts for the given mints, each read as an 8-byte
 * slice (the token amount at offset 64, the same in both token programs), so 300 wallets x 5 tokens
 * cost 18 calls, not 1,800. Token accounts that are not associated token accounts are not read here;
 * `readWalletHoldings` (one wallet, owner queries) finds every account.
 */
import {
  getBase64Encoder,
  getU64Decoder,
  type Address,
  type GetBalanceApi,
  type GetMultipleAccountsApi,
  type GetTokenAccountsByOwnerApi,
  type Rpc,
} from '@solana/kit';
import { address } from '../checked-address.js';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { associatedTokenAddress } from '../builders/tokens/associated-account.js';
import { nextTurn } from '@toolkit/shared';
import type { MintInfo } from './mint-info.js';

/** getMultipleAccounts answers at most 100 keys per call on public RPCs. */
const KEYS_PER_CALL = 100;
/** Calls in flight at once: fast, without tripping a provider's rate limit. */
const PARALLEL_CALLS = 4;
const AMOUNT_OFFSET = 64;
/** Owners whose keys are derived between two turns of the event loop. */
const OWNERS_PER_SLICE = 250;

export interface TokenBalance {
  mint: string;
  /** Base units. */
  amount: bigint;
  decimals: number;
}

export interface OwnerBalances {
  owner: string;
  lamports: bigint;
  /** Tokens whose associated account exists (a zero balance included), in the order of `mints`. */
  tokens: TokenBalance[];
  /** The owner's own account as the chain holds it; absent when it holds nothing (or was not read). */
  account?: AccountKind;
}

/** What an address is on chain, beyond its lamports: who owns it, whether it is a program, its size. */
export interface AccountKind {
  programOwner: string;
  executable: boolean;
  /** Data length in bytes. */
  space: bigint;
}

type MintRef = Pick<MintInfo, 'address' | 'programId' | 'decimals'>;

async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export async function readOwnerBalances(
  rpc: Rpc<GetMultipleAccountsApi>,
  owners: readonly string[],
  mints: readonly MintRef[],
): Promise<OwnerBalances[]> {
  const ownerKeys: Address[] = [];
  const ataKeys: Address[] = [];
  // Each derivation costs hashes and curve checks: 10,000 owners are done in slices, letting the
  // event loop serve others between them.
  for (let i = 0; i < owners.length; i += OWNERS_PER_SLICE) {
    if (i > 0) await nextTurn();
    const slice = owners.slice(i, i + OWNERS_PER_SLICE);
    ownerKeys.push(...slice.map((o) => address(o)));
    ataKeys.push(...(await Promise.all(slice.flatMap((owner) => mints.map((m) => associatedTokenAddress(owner, m.address, m.programId))))));
  }
  const keys: Address[] = [...ownerKeys, ...ataKeys];
  const chunks: Address[][] = [];
  for (let i = 0; i < keys.length; i += KEYS_PER_CALL) chunks.push(keys.slice(i, i + KEYS_PER_CALL));
  const answers = await mapLimited(chunks, PARALLEL_CALLS, async (chunk) => {
    const { value } = await rpc
      .getMultipleAccounts(chunk, {
        encoding: 'base64',
        commitment: 'confirmed',
        dataSlice: { offset: AMOUNT_OFFSET, length: 8 },
      })
      .send();
    return value;
  });
  const accounts = answers.flat();
  return owners.map((owner, o) =>
    balancesFrom(
      owner,
      mints,
      accounts[o] ?? null,
      mints.map((_, k) => accounts[owners.length + o * mints.length + k] ?? null),
      0,
    ),
  );
}

type ReadAccount = { lamports: bigint; owner: string; executable: boolean; space: bigint; data: readonly [string, ...unknown[]] } | null;

const u64 = getU64Decoder();
const b64 = getBase64Encoder();

/** One owner's balances from its own account and its associated account of each mint, the amount at `amountAt` of the data read. */
function balancesFrom(
  owner: string,
  mints: readonly MintRef[],
  own: ReadAccount,
  tokenAccounts: readonly ReadAccount[],
  amountAt: number,
): OwnerBalances {
  const tokens: TokenBalance[] = [];
  mints.forEach((m, k) => {
    const account = tokenAccounts[k];
    if (!account || (account.owner !== TOKEN_PROGRAM_ADDRESS && account.owner !== TOKEN_2022_PROGRAM_ADDRESS)) return;
    const bytes = b64.encode(account.data[0]);
    if (bytes.length < amountAt + 8) return;
    tokens.push({ mint: m.address, amount: u64.decode(bytes, amountAt), decimals: m.decimals });
  });
  if (!own) return { owner, lamports: 0n, tokens };
  return { owner, lamports: own.lamports, tokens, account: { programOwner: own.owner, executable: own.executable, space: own.space } };
}

/**
 * readOwnerBalances of one owner as accounts to read among others (in another reader's call): the
 * keys to ask, the owner's account first, and how to read the whole accounts that come back for them.
 */
export async function ownerBalancesRead(
  owner: string,
  mints: readonly MintRef[],
): Promise<{ keys: Address[]; balances(accounts: readonly ReadAccount[]): OwnerBalances }> {
  const keys = [address(owner), ...(await Promise.all(mints.map((m) => associatedTokenAddress(owner, m.address, m.programId))))];
  return {
    keys,
    balances: (accounts) => balancesFrom(owner, mints, accounts[0] ?? null, accounts.slice(1), AMOUNT_OFFSET),
  };
}

/** Every token account one wallet holds, in either program (3 calls), summed per mint. */
export async function readWalletHoldings(rpc: Rpc<GetBalanceApi & GetTokenAccountsByOwnerApi>, owner: string): Promise<OwnerBalances> {
  const who = address(owner);
  const byProgram = (programId: Address) =>
    rpc.getTokenAccountsByOwner(who, { programId }, { encoding: 'jsonParsed', commitment: 'confirmed' }).send();
  const [balance, classic, token2022] = await Promise.all([
    rpc.getBalance(who, { commitment: 'confirmed' }).send(),
    byProgram(TOKEN_PROGRAM_ADDRESS),
    byProgram(TOKEN_2022_PROGRAM_ADDRESS),
  ]);
  const sums = new Map<string, TokenBalance>();
  for (const { account } of [...classic.value, ...token2022.value]) {
    const info = (account.data as { parsed?: { info?: { mint?: string; tokenAmount?: { amount: string; decimals: number } } } }).parsed?.info;
    if (!info?.mint || !info.tokenAmount) continue;
    const prev = sums.get(info.mint);
    sums.set(info.mint, {
      mint: info.mint,
      amount: (prev?.amount ?? 0n) + BigInt(info.tokenAmount.amount),
      decimals: info.tokenAmount.decimals,
    });
  }
  return { owner, lamports: balance.value, tokens: [...sums.values()] };
}
