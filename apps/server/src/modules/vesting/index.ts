export { vestingRoutes } from './routes.ts';
export { escrowRent } from './create-escrow.ts';
export { UNITS_PER_ESCROW } from './job-packer.ts';
