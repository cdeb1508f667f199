import { address as checkAddress, type Address } from '@solana/kit';

/**
 * Addresses already checked. kit's `address()` checks a string by decoding its base58 (bigint
 * arithmetic) on every call, and a pool transaction names the same pool, vault, mint and program
 * addresses many times over: those checks were about 8 % of the API's CPU per swap. A string is
 * checked once here; an invalid one throws as kit's does and is never kept. Emptied when full,
 * which costs only checks again.
 */
const checked = new Map<string, Address>();
const MAX_CHECKED = 50_000;

/** kit's `address()`, remembered: the same string answers the same Address without decoding it again. */
export function address(value: string): Address {
  let known = checked.get(value);
  if (known === undefined) {
    known = checkAddress(value);
    if (checked.size >= MAX_CHECKED) checked.clear();
    checked.set(value, known);
  }
  return known;
}
