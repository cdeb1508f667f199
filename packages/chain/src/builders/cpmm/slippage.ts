/** Slippage in basis points, applied so that the user is never promised more than the quote. */
const BPS = 10_000n;

/** The least the user accepts to receive: floor(amount × (1 − slippage)). */
export function minimumAfterSlippage(amount: bigint, slippageBps: bigint): bigint {
  return (amount * (BPS - slippageBps)) / BPS;
}

/** The most the user accepts to pay: ceil(amount × (1 + slippage)), at most u64. */
export function maximumAfterSlippage(amount: bigint, slippageBps: bigint): bigint {
  const raised = (amount * (BPS + slippageBps) + BPS - 1n) / BPS;
  const u64Max = (1n << 64n) - 1n;
  return raised > u64Max ? u64Max : raised;
}
