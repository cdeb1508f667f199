export { tokenRoutes } from './routes.ts';
export { createTokenService, type TokenService } from './service.ts';
export { forgetManagedTokens } from './list-cache.ts';
export { TOKEN_UPDATE_METADATA_KIND } from './update-metadata.ts';
// What the revoke module builds on: reading the mint, who holds which authority, the caller's message.
export { requireMint } from './chain-state.ts';
// What modules that move tokens share: a non-transferable (soulbound) mint is refused.
export { requireTransferable, transferable } from './chain-state.ts';
export { assertHolds, authorityHolder } from './authority.ts';
export { requireWalletFunds, walletCaller, walletMessage, type WalletCaller } from './wallet-caller.ts';
// The transfer fee in force on a mint, for features that show what a recipient receives (distribution).
export { feeInForce, readMintExtensions } from './extension-risks.ts';
export { readTokenDocument } from './read-document.ts';
