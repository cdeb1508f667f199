/** The transactions feature's operations (filled in as its routes move onto the contract). */
export const transactionOperations = {} as const;
