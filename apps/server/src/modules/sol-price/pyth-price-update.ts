/**
 * Pyth's price accounts on Solana (the push oracle): a `PriceUpdateV2` account of the Pyth receiver
 * program, whose sponsored SOL/USD feed lives at the same address on devnet and mainnet. Borsh
 * layout after the 8-byte Anchor discriminator: write authority (32), verification level (an enum:
 * Partial { num_signatures: u8 } takes 2 bytes, Full 1), then the price message (feed id 32,
 * price i64, conf u64, exponent i32, publish time i64, …) and the posted slot.
 */
import { address, getAddressEncoder, type Address } from '@solana/kit';

export const PYTH_RECEIVER_PROGRAM: Address = address('rec5EKMGg6MxZYaMdyBfgwp4d5rB9T1VQH5pJv5LtFJ');
/** The sponsored SOL/USD price update account (shard 0), on devnet and mainnet alike. */
export const PYTH_SOL_USD_ACCOUNT: Address = address('7UVimffxr9ow1uXYxsr4LHAcV58mLzhmwaeKvJ1pjLiE');
/** Pyth's SOL/USD feed id: the account names the feed it carries, so a substituted feed is refused. */
export const PYTH_SOL_USD_FEED_ID = 'ef0d8b6fda2ceba41da15d4095d1da392a0d2f8ed0c6c7bc0f4cfac8c280b56d';

const DISCRIMINATOR = 8;
const WRITE_AUTHORITY = 32;

export interface PythPrice {
  feedId: string;
  /** The price as Pyth gives it: `price · 10^exponent` USD. */
  price: bigint;
  conf: bigint;
  exponent: number;
  /** Unix seconds. */
  publishTime: number;
}

/** The price message of a PriceUpdateV2 account's data, or null when the data is not one. */
export function decodePriceUpdate(data: Uint8Array): PythPrice | null {
  let at = DISCRIMINATOR + WRITE_AUTHORITY;
  if (data.length < at + 1) return null;
  const level = data[at]!;
  if (level === 0) at += 2;
  else if (level === 1) at += 1;
  else return null;
  if (data.length < at + 32 + 8 + 8 + 4 + 8) return null;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const feedId = Buffer.from(data.subarray(at, at + 32)).toString('hex');
  at += 32;
  const price = view.getBigInt64(at, true);
  const conf = view.getBigUint64(at + 8, true);
  const exponent = view.getInt32(at + 16, true);
  const publishTime = Number(view.getBigInt64(at + 20, true));
  return { feedId, price, conf, exponent, publishTime };
}

/** A PriceUpdateV2 account's bytes (for tests and local fixtures): Full verification. */
export function encodePriceUpdate(p: PythPrice, writeAuthority: Address = PYTH_RECEIVER_PROGRAM): Uint8Array {
  const data = new Uint8Array(DISCRIMINATOR + WRITE_AUTHORITY + 1 + 32 + 8 + 8 + 4 + 8 + 8 + 8 + 8 + 8);
  const view = new DataView(data.buffer);
  data.set(getAddressEncoder().encode(writeAuthority), DISCRIMINATOR);
  let at = DISCRIMINATOR + WRITE_AUTHORITY;
  data[at++] = 1;
  data.set(Buffer.from(p.feedId, 'hex'), at);
  at += 32;
  view.setBigInt64(at, p.price, true);
  view.setBigUint64(at + 8, p.conf, true);
  view.setInt32(at + 16, p.exponent, true);
  view.setBigInt64(at + 20, BigInt(p.publishTime), true);
  return data;
}

/** USD per unit, as a float for display (prices are never money moved). */
export const usdOf = (p: PythPrice): number => Number(p.price) * 10 ** p.exponent;
