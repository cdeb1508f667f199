/** The revoke feature's operations (filled in as its routes move onto the contract). */
export const revokeOperations = {} as const;
