/**
 * kit's compileTransaction and getTransactionDecoder with the bytes written and read here. kit
 * turns every address between base58 and bytes with bigint arithmetic, four times per address
 * when compiling (a size pass and a write pass, each after a validity check that decodes it
 * too): about 3 ms of a swap's 20 on the API, for a message naming the same programs, pool,
 * vaults and mints every time. Here each address is converted once per process (the chain's
 * hand-written base58, remembered), and the layout is the same. The accounts are ordered here as
 * kit orders them (kit built an Intl.Collator for every message it compiled); messages kit would
 * write otherwise (address lookup tables, version 1) or refuse are left to kit entirely.
 */
import {
  compileTransaction as kitCompileTransaction,
  compileTransactionMessage,
  getAddressEncoder,
  getTransactionDecoder,
  type Address,
  type ReadonlyUint8Array,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit';
import { addressText, decodeAddress } from '../../engine/base58.js';

type Compilable = Parameters<typeof kitCompileTransaction>[0];

const ADDRESS_BYTES = new Map<string, Uint8Array>();
const ADDRESS_BYTES_CAP = 50_000;

/** An address's 32 bytes; an invalid one throws kit's own error. */
function bytesOf(address: string): Uint8Array {
  let bytes = ADDRESS_BYTES.get(address);
  if (bytes === undefined) {
    bytes = decodeAddress(address) ?? new Uint8Array(getAddressEncoder().encode(address as Address));
    if (ADDRESS_BYTES.size >= ADDRESS_BYTES_CAP) ADDRESS_BYTES.clear();
    ADDRESS_BYTES.set(address, bytes);
  }
  return bytes;
}

/** Solana's compact-u16 length: 7 bits a byte, low bits first. */
function shortU16(out: number[], value: number): void {
  let rest = value;
  for (;;) {
    const low = rest & 0x7f;
    rest >>= 7;
    if (rest === 0) {
      out.push(low);
      return;
    }
    out.push(low | 0x80);
  }
}

/**
 * kit's order of a message's accounts between two of the same kind (signer, writable): its address
 * comparator, which kit builds anew (an Intl.Collator, ~0.3 ms) for every message it compiles.
 */
const compareAddresses = new Intl.Collator('en', {
  caseFirst: 'lower',
  ignorePunctuation: false,
  localeMatcher: 'best fit',
  numeric: false,
  sensitivity: 'variant',
  usage: 'sort',
}).compare;

const isSigner = (role: number) => (role & 2) !== 0;
const isWritable = (role: number) => (role & 1) !== 0;

/** What is written of a compiled legacy or v0 message. */
interface Compiled {
  version: unknown;
  header: { numSignerAccounts: number; numReadonlySignerAccounts: number; numReadonlyNonSignerAccounts: number };
  staticAccounts: readonly Address[];
  instructions: readonly { programAddressIndex: number; accountIndices?: readonly number[]; data?: ReadonlyUint8Array }[];
  addressTableLookups?: readonly unknown[];
}

/**
 * kit's compileTransactionMessage for a legacy or v0 message with no lookup-table accounts, the
 * same accounts in the same order (fee payer, then signers before others, writable before
 * read-only, then by address); null for anything else, and for a message kit refuses (an invoked
 * program that is writable or pays the fee), which kit then compiles or refuses itself.
 */
function compileStatic(message: Compilable): Compiled | null {
  const { version } = message as { version: unknown };
  if (version !== 'legacy' && version !== 0) return null;
  // kit's limits (signers, instructions, accounts per instruction) are kit's to refuse.
  if (message.instructions.length > 64 || message.instructions.some((ix) => (ix.accounts?.length ?? 0) > 255)) return null;
  const feePayer = (message as { feePayer?: { address?: string } }).feePayer?.address;
  if (typeof feePayer !== 'string') return null;
  const roles = new Map<string, number>([[feePayer, 3]]);
  const programs = new Set<string>();
  for (const ix of message.instructions) {
    const role = roles.get(ix.programAddress);
    if (role !== undefined && isWritable(role)) return null;
    programs.add(ix.programAddress);
    if (role === undefined) roles.set(ix.programAddress, 0);
    for (const account of ix.accounts ?? []) {
      if ('lookupTableAddress' in account) return null;
      if (programs.has(account.address) && isWritable(account.role)) return null;
      if (account.address === feePayer) continue;
      roles.set(account.address, (roles.get(account.address) ?? 0) | account.role);
    }
  }
  const ordered = [...roles.keys()].sort((a, b) => {
    if (a === feePayer) return -1;
    if (b === feePayer) return 1;
    const [ra, rb] = [roles.get(a)!, roles.get(b)!];
    if (isSigner(ra) !== isSigner(rb)) return isSigner(ra) ? -1 : 1;
    if (isWritable(ra) !== isWritable(rb)) return isWritable(ra) ? -1 : 1;
    return compareAddresses(a, b);
  });
  if (ordered.filter((a) => isSigner(roles.get(a)!)).length > 12) return null;
  const index = new Map(ordered.map((a, i) => [a, i]));
  let numSignerAccounts = 0;
  let numReadonlySignerAccounts = 0;
  let numReadonlyNonSignerAccounts = 0;
  for (const a of ordered) {
    const role = roles.get(a)!;
    if (isSigner(role)) {
      numSignerAccounts++;
      if (!isWritable(role)) numReadonlySignerAccounts++;
    } else if (!isWritable(role)) numReadonlyNonSignerAccounts++;
  }
  return {
    version,
    header: { numSignerAccounts, numReadonlySignerAccounts, numReadonlyNonSignerAccounts },
    staticAccounts: ordered as Address[],
    instructions: message.instructions.map((ix) => ({
      programAddressIndex: index.get(ix.programAddress)!,
      ...(ix.accounts?.length ? { accountIndices: ix.accounts.map((a) => index.get(a.address)!) } : null),
      ...(ix.data?.length ? { data: ix.data } : null),
    })),
  };
}

/** The transaction kit's compileTransaction answers for `message`, byte for byte, and kit's ordering without its per-message cost. */
export function compileTransaction(message: Compilable): ReturnType<typeof kitCompileTransaction> {
  const lifetime = (message as { lifetimeConstraint?: { blockhash?: string; lastValidBlockHeight?: bigint } }).lifetimeConstraint;
  const compiled = compileStatic(message) ?? (compileTransactionMessage(message) as Compiled);
  const lookups = 'addressTableLookups' in compiled ? (compiled.addressTableLookups ?? []) : [];
  // A durable nonce's lifetime, lookup tables and version 1 are kit's to write.
  if ((compiled.version !== 'legacy' && compiled.version !== 0) || lookups.length > 0 || typeof lifetime?.blockhash !== 'string') {
    return kitCompileTransaction(message);
  }
  const head: number[] = [];
  if (compiled.version === 0) head.push(0x80);
  head.push(compiled.header.numSignerAccounts, compiled.header.numReadonlySignerAccounts, compiled.header.numReadonlyNonSignerAccounts);
  shortU16(head, compiled.staticAccounts.length);
  const parts: Uint8Array[] = [Uint8Array.from(head), ...compiled.staticAccounts.map(bytesOf), bytesOf(lifetime.blockhash)];
  const body: number[] = [];
  shortU16(body, compiled.instructions.length);
  parts.push(Uint8Array.from(body));
  for (const ix of compiled.instructions) {
    const fields: number[] = [ix.programAddressIndex];
    const accounts = ix.accountIndices ?? [];
    shortU16(fields, accounts.length);
    fields.push(...accounts);
    const data = (ix.data ?? new Uint8Array(0)) as Uint8Array;
    shortU16(fields, data.length);
    parts.push(Uint8Array.from(fields), data);
  }
  if (compiled.version === 0) parts.push(Uint8Array.of(0)); // no address table lookups
  const messageBytes = Buffer.concat(parts);
  const signatures: Record<string, SignatureBytes | null> = {};
  for (const signer of compiled.staticAccounts.slice(0, compiled.header.numSignerAccounts)) signatures[signer] = null;
  return Object.freeze({
    lifetimeConstraint: { blockhash: lifetime.blockhash, lastValidBlockHeight: lifetime.lastValidBlockHeight },
    messageBytes: new Uint8Array(messageBytes.buffer, messageBytes.byteOffset, messageBytes.length),
    signatures: Object.freeze(signatures),
  }) as unknown as ReturnType<typeof kitCompileTransaction>;
}

/** Reads a compact-u16 at `offset`: [value, next offset]. */
function readShortU16(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0;
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i];
    if (byte === undefined) throw new RangeError('truncated compact-u16');
    value |= (byte & 0x7f) << (7 * i);
    if ((byte & 0x80) === 0) return [value, offset + i + 1];
  }
  throw new RangeError('compact-u16 too long');
}

/**
 * A wire transaction's message bytes and signatures by signer, as kit's getTransactionDecoder
 * reads them; bytes that are not a whole legacy or v0 transaction are left to kit (which throws).
 */
export function decodeTransaction(bytes: Uint8Array): Transaction {
  try {
    // A message-first envelope (version 1) is kit's to read.
    if (bytes.length === 0 || (bytes[0]! & 0x80) !== 0) return getTransactionDecoder().decode(bytes) as Transaction;
    const [count, start] = readShortU16(bytes, 0);
    const messageStart = start + count * 64;
    const messageBytes = bytes.subarray(messageStart);
    const versioned = (messageBytes[0]! & 0x80) !== 0;
    if (versioned && (messageBytes[0]! & 0x7f) !== 0) return getTransactionDecoder().decode(bytes) as Transaction;
    const header = versioned ? 1 : 0;
    const signers = messageBytes[header]!;
    const [accounts, keysStart] = readShortU16(messageBytes, header + 3);
    if (signers !== count || accounts < signers || keysStart + accounts * 32 > messageBytes.length)
      return getTransactionDecoder().decode(bytes) as Transaction;
    const signatures: Record<string, SignatureBytes | null> = {};
    for (let i = 0; i < count; i++) {
      const signature = bytes.subarray(start + i * 64, start + (i + 1) * 64);
      const signer = addressText(messageBytes.subarray(keysStart + i * 32, keysStart + (i + 1) * 32));
      signatures[signer] = signature.every((b) => b === 0) ? null : (signature as SignatureBytes);
    }
    return Object.freeze({ messageBytes, signatures: Object.freeze(signatures) }) as unknown as Transaction;
  } catch {
    return getTransactionDecoder().decode(bytes) as Transaction;
  }
}
