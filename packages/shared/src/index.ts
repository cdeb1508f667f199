export * from './texts.ts';
export * from './constants.ts';
export * from './settings.ts';
export * from './explorer.ts';
export * from './format.ts';
export * from './schemas/index.ts';
export * from './amm/index.ts';
