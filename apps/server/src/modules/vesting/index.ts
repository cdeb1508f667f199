export { vestingRoutes } from './routes.ts';
export { escrowRent } from './create-escrow.ts';
