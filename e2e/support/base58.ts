/** Address and signature encodings, as Solana writes them (base58). */
import { getBase58Decoder, getBase58Encoder } from '@solana/kit';

/** 32 public-key bytes (or 64 signature bytes) to their base58 text. */
export function toBase58(bytes: Uint8Array): string {
  return getBase58Decoder().decode(bytes);
}

export function fromBase58(text: string): Uint8Array {
  return new Uint8Array(getBase58Encoder().encode(text));
}

/** First 4 characters, '...', last 4: how the wallet button shows an address (spec 9). */
export { shortenAddress } from '@toolkit/shared';
