/** Token builders (STYLE.md habit 4): they return instructions; the caller composes and sends. */
export { createTokenInstructions, type CreateTokenInput } from './create-token.js';
export { updateMetadataInstructions, type UpdateMetadataInput } from './update-metadata.js';
export { setAuthorityInstruction, type SetAuthorityInput, type TokenAuthorityKind } from './set-authority.js';
export { burnInstructions, mintToInstructions, transferInstructions, type MintRef } from './supply.js';
export { mintSizeBeforeMetadata, mintSizeWithMetadata, type MetadataFields } from './mint-size.js';
export { feeTransferInstruction } from './fee.js';
export { mintExtensionArgs, mintExtensionInstructions, type MintExtensionChoice } from './mint-extensions.js';
export { associatedTokenAddress as ownerTokenAccount } from './associated-account.js';
