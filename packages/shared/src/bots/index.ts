export * from './limits.ts';
export * from './schedule.ts';
export * from './schemas.ts';
