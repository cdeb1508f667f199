export * from './schedule.ts';
export * from './schedules-csv.ts';
export * from './schemas.ts';
