export { vestingRoutes } from './routes.ts';
export { UNITS_PER_ESCROW } from './job-packer.ts';
