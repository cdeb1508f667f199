export * from './recipients-csv.ts';
export * from './schemas.ts';
