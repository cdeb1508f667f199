export * from './recipients-csv.ts';
export * from './schemas.ts';
export * from './result-csv.ts';
