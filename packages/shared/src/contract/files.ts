/** The files feature's operations (filled in as its routes move onto the contract). */
export const fileOperations = {} as const;
