/** The swap feature's operations (filled in as its routes move onto the contract). */
export const swapOperations = {} as const;
