/**
 * The user's side of a pool transaction: an associated token account per token mint, created if
 * missing, and for SOL a wrapped-SOL account that lives only within the transaction, so wallets
 * deal in native SOL.
 *
 * The wrapped-SOL account is made at an address derived from the owner and a fresh seed
 * (CreateAccountWithSeed funded with the rent and the SOL to wrap, then InitializeAccount3, which
 * counts what is above the rent as wrapped), and closed back to the owner after the pool
 * instruction, as Raydium's own SDK does. Opening the associated account instead runs the
 * associated-token program, which derives its address on chain and makes four calls into other
 * programs: several times the compute units of the whole swap. A fresh seed per transaction keeps
 * two of a user's transactions in flight from contending for one account.
 */
import { createHash, randomBytes } from 'node:crypto';
import { AccountRole, type Address, type Instruction } from '@solana/kit';
import { SYSTEM_PROGRAM_ADDRESS } from '@solana-program/system';
import { getCreateAssociatedTokenIdempotentInstruction } from '@solana-program/token';
import { decodeBase58, encodeBase58 } from '../../engine/base58.js';
import { associatedTokenAddress } from '../tokens/associated-account.js';
import { rentExempt, TOKEN_ACCOUNT_SIZE } from './rent.js';
import { userAddress, userSigner, type User } from './user.js';

export const WRAPPED_SOL_MINT = 'So11111111111111111111111111111111111111112' as Address;

export interface UserTokenAccount {
  address: Address;
  /** Before the pool instruction: open the account (for SOL, wrapping what is spent). */
  before: Instruction[];
  /** After: for SOL, close the wrapped-SOL account back to the owner. */
  after: Instruction[];
}

/** What never changes for one owner, mint and program: the associated account and its creation. */
interface AccountInstructions {
  ata: Address;
  create: Instruction;
}

async function accountInstructions(user: User, mint: Address, tokenProgram: Address): Promise<AccountInstructions> {
  const owner = userAddress(user);
  const ata = await associatedTokenAddress(owner, mint, tokenProgram);
  return { ata, create: getCreateAssociatedTokenIdempotentInstruction({ payer: userSigner(user), ata, owner, mint, tokenProgram }) };
}

/**
 * Those of users named by address (the server's builds), made once: a busy pool builds them for
 * the same traders on every swap, and kit's encoders are made anew on each call. kit's
 * instructions are frozen, so they are shared. A user passed as a signer is not kept (its signer
 * object is part of the instructions). Emptied when full.
 */
const made = new Map<string, Promise<AccountInstructions>>();
const MAX_MADE = 20_000;

function accountInstructionsOf(user: User, mint: Address, tokenProgram: Address): Promise<AccountInstructions> {
  if (typeof user !== 'string') return accountInstructions(user, mint, tokenProgram);
  const key = `${user} ${mint} ${tokenProgram}`;
  let found = made.get(key);
  if (!found) {
    if (made.size >= MAX_MADE) made.clear();
    found = accountInstructions(user, mint, tokenProgram);
    made.set(key, found);
    found.catch(() => made.delete(key));
  }
  return found;
}

/**
 * The wrapped-SOL account's instruction data, written here rather than by kit's instruction
 * helpers: those make their codecs anew on every call and read each address through kit's base58
 * (about 400 µs for the three instructions and the address together), and every swap through SOL
 * makes them for a new account. The layouts are the programs' (user-token-accounts.test.ts compares them
 * with kit's encoders byte for byte).
 */
const SYSTEM_CREATE_ACCOUNT_WITH_SEED = 3;
const TOKEN_INITIALIZE_ACCOUNT_3 = 18;
const TOKEN_CLOSE_ACCOUNT = 9;

const addressBytes = (a: Address): Uint8Array => decodeBase58(a)!;

/** System program CreateAccountWithSeed: u32 tag, base, u64-length-prefixed seed, u64 lamports, u64 space, owner. */
export function createAccountWithSeedData(base: Address, seed: string, lamports: bigint, space: number, owner: Address): Uint8Array {
  const seedBytes = Buffer.from(seed, 'utf8');
  const data = Buffer.alloc(4 + 32 + 8 + seedBytes.length + 8 + 8 + 32);
  let at = data.writeUInt32LE(SYSTEM_CREATE_ACCOUNT_WITH_SEED, 0);
  data.set(addressBytes(base), at);
  at = data.writeBigUInt64LE(BigInt(seedBytes.length), at + 32);
  data.set(seedBytes, at);
  at = data.writeBigUInt64LE(lamports, at + seedBytes.length);
  at = data.writeBigUInt64LE(BigInt(space), at);
  data.set(addressBytes(owner), at);
  return data;
}

/** Token program InitializeAccount3: u8 tag, owner. */
export function initializeAccount3Data(owner: Address): Uint8Array {
  const data = new Uint8Array(33);
  data[0] = TOKEN_INITIALIZE_ACCOUNT_3;
  data.set(addressBytes(owner), 1);
  return data;
}

const closeAccountData = new Uint8Array([TOKEN_CLOSE_ACCOUNT]);

/** 32 hexadecimal characters (the longest seed the system program takes) from 16 random bytes. */
const freshSeed = () => randomBytes(16).toString('hex');

/** The system program's address from a base, a seed and an owner program: sha256(base, seed, program), as create_with_seed derives it. */
export function seededAddress(base: Address, seed: string, program: Address): Address {
  const hash = createHash('sha256').update(addressBytes(base)).update(seed).update(addressBytes(program)).digest();
  return encodeBase58(hash) as Address;
}

/** A wrapped-SOL account of `user`'s for this transaction alone, holding `wrapLamports`, closed back to the user after. */
function transientWrappedSol(user: User, tokenProgram: Address, wrapLamports: bigint): UserTokenAccount {
  const owner = userAddress(user);
  const signer = userSigner(user);
  const seed = freshSeed();
  const account = seededAddress(owner, seed, tokenProgram);
  const create: Instruction = {
    programAddress: SYSTEM_PROGRAM_ADDRESS,
    // Funding account, the new account, and the base (the same wallet) signing for the seed.
    accounts: [
      { address: owner, role: AccountRole.WRITABLE_SIGNER, signer },
      { address: account, role: AccountRole.WRITABLE },
      { address: owner, role: AccountRole.READONLY_SIGNER, signer },
    ] as Instruction['accounts'],
    data: createAccountWithSeedData(owner, seed, rentExempt(TOKEN_ACCOUNT_SIZE) + wrapLamports, TOKEN_ACCOUNT_SIZE, tokenProgram),
  };
  const initialize: Instruction = {
    programAddress: tokenProgram,
    accounts: [
      { address: account, role: AccountRole.WRITABLE },
      { address: WRAPPED_SOL_MINT, role: AccountRole.READONLY },
    ],
    data: initializeAccount3Data(owner),
  };
  const close: Instruction = {
    programAddress: tokenProgram,
    accounts: [
      { address: account, role: AccountRole.WRITABLE },
      { address: owner, role: AccountRole.WRITABLE },
      { address: owner, role: AccountRole.READONLY_SIGNER, signer },
    ] as Instruction['accounts'],
    data: closeAccountData,
  };
  return { address: account, before: [create, initialize], after: [close] };
}

/**
 * The account a pool instruction takes `user`'s `mint` from: their associated account, which must
 * exist already to hold it (so nothing opens it); for SOL, a transient one wrapping `lamports`.
 */
export async function spendingAccount(user: User, mint: Address, tokenProgram: Address, lamports: bigint): Promise<UserTokenAccount> {
  if (mint === WRAPPED_SOL_MINT) return transientWrappedSol(user, tokenProgram, lamports);
  return { address: (await accountInstructionsOf(user, mint, tokenProgram)).ata, before: [], after: [] };
}

/**
 * The account a pool instruction pays `user`'s `mint` into: their associated account, opened
 * first unless `exists` (the caller read it on chain; opening an existing one still costs the
 * associated-token program's run); for SOL, a transient one unwrapped at the end.
 */
export async function receivingAccount(user: User, mint: Address, tokenProgram: Address, exists = false): Promise<UserTokenAccount> {
  if (mint === WRAPPED_SOL_MINT) return transientWrappedSol(user, tokenProgram, 0n);
  const { ata, create } = await accountInstructionsOf(user, mint, tokenProgram);
  return { address: ata, before: exists ? [] : [create], after: [] };
}
