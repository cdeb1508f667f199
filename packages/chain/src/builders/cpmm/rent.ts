/** Every cluster's rent-exempt minimum: (128 + size) bytes at 3,480 lamports a byte-year, for two years. */
export const rentExempt = (size: number) => BigInt(128 + size) * 6_960n;

/** A classic token account (and a Token-2022 one without extensions). */
export const TOKEN_ACCOUNT_SIZE = 165;
