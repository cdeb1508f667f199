/** The wallet-manager feature's operations (filled in as its routes move onto the contract). */
export const walletManagerOperations = {} as const;
