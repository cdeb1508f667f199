/** The tokens feature's operations (filled in as its routes move onto the contract). */
export const tokenOperations = {} as const;
