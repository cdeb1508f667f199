/**
 * Composes the API (STYLE.md habit 7): external plugins, then the app's own plugins (config, db,
 * key vault, sessions, rpc), then the route modules, then the web app. `buildApp` does not listen;
 * tests drive it with `app.inject`, and `startServer` (./start-server.ts) serves it.
 */
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import { LIMITS } from '@toolkit/shared';
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './lib/config.ts';
import { AppError } from './lib/errors.ts';
import { appOrigins } from './lib/origins.ts';
import { authPlugin, authRoutes } from './modules/auth/index.ts';
import { distributionPlugin, distributionRoutes } from './modules/distribution/index.ts';
import { fileRoutes, filesPlugin } from './modules/files/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { housekeepingPlugin } from './modules/housekeeping/index.ts';
import { legacyPoolsPlugin } from './modules/legacy-pools/index.ts';
import { liquidityRoutes } from './modules/liquidity/index.ts';
import { marketRoutes } from './modules/market/index.ts';
import { tradesPlugin } from './modules/trades/index.ts';
import { networkRoutes } from './modules/network/index.ts';
import { revokeRoutes } from './modules/revoke/index.ts';
import { solPricePlugin } from './modules/sol-price/index.ts';
import { tokenPreviewPlugin } from './modules/token-preview/index.ts';
import { settingsRoutes } from './modules/settings/index.ts';
import { swapRoutes } from './modules/swap/index.ts';
import { tokenRoutes } from './modules/tokens/index.ts';
import { transactionRoutes, transactionsPlugin } from './modules/transactions/index.ts';
import { vestingRoutes } from './modules/vesting/index.ts';
import { botRoutes, botsPlugin } from './modules/bots/index.ts';
import { withdrawalAccountRoutes } from './modules/withdrawal-accounts/index.ts';
import { walletManagerPlugin, walletManagerRoutes } from './modules/wallet-manager/index.ts';
import configPlugin from './plugins/config.ts';
import dbPlugin from './plugins/db.ts';
import docsPlugin from './plugins/docs.ts';
import errorHandlerPlugin from './plugins/error-handler.ts';
import keyVaultPlugin from './plugins/key-vault.ts';
import locksPlugin from './plugins/locks.ts';
import outboundPlugin from './plugins/outbound.ts';
import rpcPlugin from './plugins/rpc.ts';
import webPlugin from './plugins/web.ts';
import { useSecurityHeaders } from './lib/security-headers.ts';

/** The route modules, each mounted under /api. A new domain adds its module here. */
export const ROUTE_MODULES: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  settingsRoutes,
  networkRoutes,
  tokenRoutes,
  revokeRoutes,
  fileRoutes,
  withdrawalAccountRoutes,
  transactionRoutes,
  liquidityRoutes,
  swapRoutes,
  marketRoutes,
  walletManagerPlugin,
  walletManagerRoutes,
  distributionPlugin,
  distributionRoutes,
  vestingRoutes,
  botsPlugin,
  botRoutes,
];

export interface BuildAppOptions {
  config: Config;
  /** Pino options, or false for silence (tests). Default: info level, no secrets. */
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: LIMITS.jsonBodyBytes,
    // A busy machine can take longer than any fixed allowance to open a fresh PGlite folder and
    // migrate it: a slow start is fine, giving up on it is not.
    pluginTimeout: 0,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // External plugins.
  await app.register(errorHandlerPlugin);
  useSecurityHeaders(app, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        // React and Radix set inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Token images come from their metadata URLs, anywhere on the web.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        ...(config.publicUrl?.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS only means something when the app is served over https.
    strictTransportSecurity: config.publicUrl?.startsWith('https:') ? undefined : false,
  });
  await app.register(fastifyCors, {
    // Read at request time: with PORT=0 the public URL is known only once the server listens.
    origin: (origin, callback) => callback(null, !origin || appOrigins(config).includes(origin)),
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization'],
  });
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
  await app.register(docsPlugin);

  // The app's own plugins.
  await app.register(configPlugin, { config });
  await app.register(dbPlugin);
  await app.register(keyVaultPlugin);
  await app.register(authPlugin);
  await app.register(outboundPlugin);
  await app.register(rpcPlugin);
  await app.register(solPricePlugin);
  await app.register(locksPlugin);
  await app.register(transactionsPlugin);
  await app.register(filesPlugin);
  await app.register(housekeepingPlugin);
  await app.register(tradesPlugin);
  // Filled in by the bots plugin inside /api (it needs the wallets there); tests and the benchmark reach its scheduler from here.
  app.decorate('bots', {} as FastifyInstance['bots']);

  // Routes.
  await app.register(
    async (api) => {
      for (const routes of ROUTE_MODULES) await api.register(routes);
    },
    { prefix: '/api' },
  );
  // After the routes: it pays from pools whose keys the liquidity module opens.
  await app.register(legacyPoolsPlugin);
  await app.register(tokenPreviewPlugin);
  await app.register(webPlugin);

  await app.ready();
  return app;
}
