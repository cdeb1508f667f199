/** The pages the router loads lazily, apart from index.ts so a feature that uses this one's hooks or parts does not load its pages too. */
export { CreateTokenRoute } from './create/CreateTokenRoute.tsx';
export { UpdateMetadataPage } from './update/UpdateMetadataPage.tsx';
export { RevokeAuthoritiesPage, RevokeMintPage, RevokeFreezePage, MakeImmutablePage } from './revoke/RevokePages.tsx';
