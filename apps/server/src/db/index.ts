export { openDatabase, MIGRATIONS_FOLDER } from './client.ts';
export type { Database, DatabaseOptions, Db } from './client.ts';
export * as tables from './schema.ts';
