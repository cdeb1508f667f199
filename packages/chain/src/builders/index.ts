export * from './tokens/index.js';
export * from './transfers/index.js';
export * from './pools/index.js';
export { address as checkedAddress } from './checked-address.js';
