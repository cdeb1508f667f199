export { CreateTokenPage } from './create/CreateTokenPage.tsx';
export { UpdateMetadataPage } from './update/UpdateMetadataPage.tsx';
export { RevokeAuthoritiesPage, RevokeMintPage, RevokeFreezePage, MakeImmutablePage } from './revoke/RevokePages.tsx';
