export * from './tokens/index.js';
export * from './transfers/index.js';
export * from './pools/index.js';
export * from './cpmm/index.js';
export * from './lock/index.js';
