/** The settings feature's operations (filled in as its routes move onto the contract). */
export const settingsOperations = {} as const;
