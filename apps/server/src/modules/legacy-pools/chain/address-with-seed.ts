import { createHash } from 'node:crypto';
import { getAddressDecoder, getAddressEncoder, type Address } from '@solana/kit';
import { checkedAddress as address } from '@toolkit/chain';

const addressBytes = getAddressEncoder();
const addressOf = getAddressDecoder();

/**
 * The address createAccountWithSeed opens: sha256(base, seed, owner program), as kit's
 * createAddressWithSeed computes it, but synchronously. Kit's awaits WebCrypto's digest, a
 * thread-pool job per call, which cost about half a millisecond of every swap's build (its
 * receipt) and of every improvement payment (its scratch account).
 */
export function addressWithSeed(base: string, seed: string, program: string): Address {
  if (Buffer.byteLength(seed, 'utf8') > 32) throw new Error(`An account seed is at most 32 bytes: ${seed}`);
  const hash = createHash('sha256')
    .update(addressBytes.encode(address(base)) as Uint8Array)
    .update(seed, 'utf8')
    .update(addressBytes.encode(address(program)) as Uint8Array)
    .digest();
  return addressOf.decode(hash);
}
