/** The auth feature's operations (filled in as its routes move onto the contract). */
export const authOperations = {} as const;
