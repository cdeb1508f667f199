/** The health feature's operations (filled in as its routes move onto the contract). */
export const healthOperations = {} as const;
