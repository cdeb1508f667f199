/** The liquidity feature's operations (filled in as its routes move onto the contract). */
export const liquidityOperations = {} as const;
