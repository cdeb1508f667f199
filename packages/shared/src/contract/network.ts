/** The network feature's operations (filled in as its routes move onto the contract). */
export const networkOperations = {} as const;
