/**
 * kit's `isAddress`, remembered for the addresses it found valid: it decodes the base58 with bigint
 * arithmetic on every call, and every swap request names the same pool again. Only valid addresses
 * are kept, so anything else is always checked; emptied when full, which costs only checks again.
 */
import { isAddress } from '@solana/kit';

const valid = new Set<string>();
const MAX_VALID = 10_000;

export function isAddressText(text: string): boolean {
  if (valid.has(text)) return true;
  if (!isAddress(text)) return false;
  if (valid.size >= MAX_VALID) valid.clear();
  valid.add(text);
  return true;
}
