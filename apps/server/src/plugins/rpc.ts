/**
 * The one place that chooses a cluster and its RPC (STYLE.md habit 5). Routes ask for the RPC of
 * a user (their saved network choice, else the server's default cluster) and receive a
 * `@solana/kit` RPC; nothing else builds RPC clients.
 */
import { createSolanaRpc, type Rpc, type SolanaRpcApi } from '@solana/kit';
import type { Cluster } from '@toolkit/shared';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { userSettings } from '../db/schema.ts';
import { createPublicOnlyDispatcher } from '../lib/public-only-dispatcher.ts';
import { assertPublicRpcTarget } from '../lib/rpc-target.ts';

export interface ClusterChoice {
  network: Cluster;
  rpcUrl: string;
  isMainnet: boolean;
}

export interface Clusters {
  /** The server's default cluster (SOLANA_CLUSTER), used without a session or saved choice. */
  defaultChoice(): ClusterChoice;
  /** The operator-configured URL of a named cluster. */
  urlOf(network: Exclude<Cluster, 'custom'>): string;
  choiceFor(userId: string | null): Promise<ClusterChoice>;
  /**
   * An RPC for `url`. `userGiven` (custom URLs) connects only to public addresses unless the
   * operator allows private ones, whatever DNS or redirects say later.
   */
  rpcAt(url: string, userGiven?: boolean): Rpc<SolanaRpcApi>;
  rpcFor(userId: string | null): Promise<{ choice: ClusterChoice; rpc: Rpc<SolanaRpcApi> }>;
  /** Does a JSON-RPC endpoint answer getHealth (or getVersion) within the timeout? */
  answers(url: string, userGiven?: boolean): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    clusters: Clusters;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    const rpcs = new Map<string, Rpc<SolanaRpcApi>>();
    const publicOnly = createPublicOnlyDispatcher();
    app.addHook('onClose', () => publicOnly.close());
    const rpcAt = (url: string, userGiven = false) => {
      const guarded = userGiven && !config.allowPrivateRpc;
      const key = `${guarded ? 'public-only ' : ''}${url}`;
      let rpc = rpcs.get(key);
      if (!rpc) {
        // undici's Agent is Node's fetch dispatcher; the two packages' type declarations differ only nominally.
        const dispatcher_NODE_ONLY = publicOnly as unknown as NonNullable<Parameters<typeof createSolanaRpc>[1]>['dispatcher_NODE_ONLY'];
        rpc = guarded ? createSolanaRpc(url, { dispatcher_NODE_ONLY }) : createSolanaRpc(url);
        rpcs.set(key, rpc);
      }
      return rpc;
    };
    const urlOf = (network: Exclude<Cluster, 'custom'>) =>
      network === 'local'
        ? (config.localRpcUrl ?? `http://127.0.0.1:${config.rpcPort}`)
        : network === 'devnet'
          ? config.devnetRpcUrl
          : config.mainnetRpcUrl;
    const choice = (network: Cluster, rpcUrl: string): ClusterChoice => ({ network, rpcUrl, isMainnet: network === 'mainnet' });
    const defaultChoice = () => choice(config.solanaCluster, urlOf(config.solanaCluster));

    const choiceFor = async (userId: string | null): Promise<ClusterChoice> => {
      if (!userId) return defaultChoice();
      const [saved] = await app.db
        .select({ network: userSettings.network, customRpcUrl: userSettings.customRpcUrl })
        .from(userSettings)
        .where(eq(userSettings.userId, userId));
      const network = saved?.network as Cluster | null | undefined;
      if (!network) return defaultChoice();
      if (network !== 'custom') return choice(network, urlOf(network));
      // A custom URL is re-checked on use: the operator may have turned custom RPCs off since, or
      // the name may now resolve somewhere private.
      if (!config.allowCustomRpc || !saved!.customRpcUrl) return defaultChoice();
      try {
        return choice('custom', await assertPublicRpcTarget(saved!.customRpcUrl, { allowPrivate: config.allowPrivateRpc }));
      } catch {
        return defaultChoice();
      }
    };

    const answers = async (url: string, userGiven = false) => {
      const abortSignal = AbortSignal.timeout(config.rpcCheckTimeoutMs);
      const rpc = rpcAt(url, userGiven);
      try {
        await rpc.getHealth().send({ abortSignal });
        return true;
      } catch {
        // Some providers do not serve getHealth, or answer it with "unhealthy": ask getVersion.
        try {
          await rpc.getVersion().send({ abortSignal });
          return true;
        } catch {
          return false;
        }
      }
    };

    app.decorate('clusters', {
      defaultChoice,
      urlOf,
      choiceFor,
      rpcAt,
      async rpcFor(userId) {
        const c = await choiceFor(userId);
        return { choice: c, rpc: rpcAt(c.rpcUrl, c.network === 'custom') };
      },
      answers,
    } satisfies Clusters);
  },
  { name: 'rpc', dependencies: ['config', 'db'] },
);
