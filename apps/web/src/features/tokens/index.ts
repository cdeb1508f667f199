export {
  CreateTokenPage,
  UpdateMetadataPage,
  RevokeAuthoritiesPage,
  RevokeMintPage,
  RevokeFreezePage,
  MakeImmutablePage,
} from './TokenPages.tsx';
