/** @toolkit/server's public face. */
export { buildApp, ROUTE_MODULES, type BuildAppOptions } from './app.ts';
export { startServer, type StartedServer } from './start-server.ts';
export { loadConfig, publicUrlOf, type Config } from './lib/config.ts';
export { AppError, type ErrorCode } from './lib/errors.ts';
export { createKeyVault, type KeyVault } from './lib/key-vault.ts';
export type { ClusterChoice, Clusters } from './plugins/rpc.ts';
