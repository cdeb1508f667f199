export { CreateTokenRoute } from './create/CreateTokenRoute.tsx';
export { UpdateMetadataPage } from './update/UpdateMetadataPage.tsx';
export { RevokeAuthoritiesPage, RevokeMintPage, RevokeFreezePage, MakeImmutablePage } from './revoke/RevokePages.tsx';
export { useTokenInfoQuery } from './api.ts';
export { useSignAndSubmit, tokenChangeTags, type SubmitOutcome, type StaleTags } from './use-submit.ts';
export { TransactionLinks } from './ui/ExplorerToastLink.tsx';
export { TokenImageOf } from './ui/TokenImageOf.tsx';
export { TokenExtensionsDialog } from './extensions/TokenExtensionsDialog.tsx';
export { TransferFeeNote } from './extensions/TransferFeeNote.tsx';
