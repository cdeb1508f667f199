export { tokenRoutes } from './routes.ts';
export { createTokenService, type TokenService } from './service.ts';
export { TOKEN_UPDATE_METADATA_KIND } from './update-metadata.ts';
