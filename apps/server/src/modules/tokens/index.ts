export { tokenRoutes } from './routes.ts';
export { createTokenService, type TokenService } from './service.ts';
