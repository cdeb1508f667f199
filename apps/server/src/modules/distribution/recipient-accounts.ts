/**
 * Recipients that are not wallets. A program, a sysvar, a mint or a token account is on the curve
 * (so the CSV check lets it through) and can be credited, but nobody holds a key that spends what
 * it receives; paying the sender itself only burns fees. Each is refused on its own line, read from
 * the account the chain holds at that address (and, for builtins the chain may not hold as
 * accounts, from their well-known addresses).
 */
import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { readMints, TOKEN_2022_PROGRAM_ADDRESS, TOKEN_PROGRAM_ADDRESS, type OwnerBalances } from '@toolkit/chain';
import { TEXTS, type RecipientError, type RecipientRow } from '@toolkit/shared';

const SYSTEM_PROGRAM = '11111111111111111111111111111111';
const NATIVE_LOADER = 'NativeLoader1111111111111111111111111111111';
/** The owner of every sysvar account. */
const SYSVAR_OWNER = 'Sysvar1111111111111111111111111111111111111';
const SYSVARS = new Set([
  SYSVAR_OWNER,
  'SysvarC1ock11111111111111111111111111111111',
  'SysvarEpochRewards1111111111111111111111111',
  'SysvarEpochSchedu1e111111111111111111111111',
  'SysvarFees111111111111111111111111111111111',
  'Sysvar1nstructions1111111111111111111111111',
  'SysvarLastRestartS1ot1111111111111111111111',
  'SysvarRecentB1ockHashes11111111111111111111',
  'SysvarRent111111111111111111111111111111111',
  'SysvarRewards111111111111111111111111111111',
  'SysvarS1otHashes111111111111111111111111111',
  'SysvarS1otHistory11111111111111111111111111',
  'SysvarStakeHistory1111111111111111111111111',
]);
/** Builtins a node runs without necessarily holding an account for them. */
const BUILTIN_PROGRAMS = new Set([
  SYSTEM_PROGRAM,
  NATIVE_LOADER,
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
  'ComputeBudget111111111111111111111111111111',
  'Config1111111111111111111111111111111111111',
  'Stake11111111111111111111111111111111111111',
  'Vote111111111111111111111111111111111111111',
  'AddressLookupTab1e1111111111111111111111111',
  'Ed25519SigVerify111111111111111111111111111',
  'KeccakSecp256k11111111111111111111111111111',
  'Secp256r1SigVerify1111111111111111111111111',
  'ZkE1Gama1Proof11111111111111111111111111111',
]);
const TOKEN_PROGRAMS = new Set<string>([TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS]);

/**
 * The rows whose address is not a wallet someone else controls, each with its line's error.
 * `accounts` holds what the chain has at each row's address; `sender` is the wallet paying.
 */
export async function nonWalletRecipients(
  rpc: Rpc<SolanaRpcApi>,
  rows: readonly RecipientRow[],
  accounts: ReadonlyMap<string, OwnerBalances>,
  sender: string,
): Promise<RecipientError[]> {
  const refused = new Map<number, string>();
  const tokenOwned: RecipientRow[] = [];
  for (const row of rows) {
    const account = accounts.get(row.address)?.account;
    if (row.address === sender) refused.set(row.line, TEXTS.distributionRecipientIsSource);
    else if (SYSVARS.has(row.address) || account?.programOwner === SYSVAR_OWNER) refused.set(row.line, TEXTS.distributionRecipientSysvar);
    else if (BUILTIN_PROGRAMS.has(row.address) || account?.executable || account?.programOwner === NATIVE_LOADER) {
      refused.set(row.line, TEXTS.distributionRecipientProgram);
    } else if (account && TOKEN_PROGRAMS.has(account.programOwner)) tokenOwned.push(row);
  }
  if (tokenOwned.length) {
    const mints = await readMints(
      rpc,
      tokenOwned.map((r) => r.address),
    );
    tokenOwned.forEach((row, i) => refused.set(row.line, mints[i] ? TEXTS.distributionRecipientMint : TEXTS.distributionRecipientTokenAccount));
  }
  return rows.filter((r) => refused.has(r.line)).map((r) => ({ line: r.line, field: 'address', message: refused.get(r.line)! }));
}
