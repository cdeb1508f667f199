export * from './common.ts';
export * from './auth.ts';
export * from './tokens.ts';
export * from './withdraw.ts';
export * from './network.ts';
export * from './app-config.ts';
