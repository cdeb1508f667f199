/**
 * The one place that chooses a cluster and its RPC (STYLE.md habit 5). Routes ask for the RPC of
 * a user (their saved network choice, else the server's default cluster) and receive a
 * `@solana/kit` RPC; nothing else builds RPC clients.
 */
import { createSolanaRpcFromTransport, type Rpc, type SolanaRpcApi } from '@solana/kit';
import type { Cluster } from '@toolkit/shared';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { userSettings } from '../db/schema.ts';
import { assertPublicRpcTarget } from '../lib/rpc-target.ts';
import { withRawRpc } from './rpc-raw.ts';
import { createServerRpcTransport } from './rpc-transport.ts';

export interface ClusterChoice {
  network: Cluster;
  rpcUrl: string;
  isMainnet: boolean;
}

/** A user's saved network choice, as stored with their settings. */
export interface SavedNetwork {
  network: string | null;
  customRpcUrl: string | null;
}

export interface Clusters {
  /** The server's default cluster (SOLANA_CLUSTER), used without a session or saved choice. */
  defaultChoice(): ClusterChoice;
  /** The operator-configured URL of a named cluster. */
  urlOf(network: Exclude<Cluster, 'custom'>): string;
  choiceFor(userId: string | null): Promise<ClusterChoice>;
  /** The cluster of a user's saved network columns (read with their other settings), else the default. */
  choiceOf(saved: SavedNetwork | undefined): Promise<ClusterChoice>;
  /**
   * An RPC for `url`. Any URL that is not one of the operator's own (a user's custom endpoint,
   * also when read back from a stored transaction) goes through the app's outbound client: public
   * addresses only unless the operator allows private ones, whatever DNS or redirects say later,
   * capped in time and size.
   */
  rpcAt(url: string): Rpc<SolanaRpcApi>;
  rpcFor(userId: string | null): Promise<{ choice: ClusterChoice; rpc: Rpc<SolanaRpcApi> }>;
  /** Does a JSON-RPC endpoint answer getHealth (or getVersion) within the timeout? */
  answers(url: string): Promise<boolean>;
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
    // undici's Agent is Node's fetch dispatcher; the two packages' type declarations differ only nominally.
    const dispatcher_NODE_ONLY = app.outbound.dispatcher as unknown as Parameters<typeof createServerRpcTransport>[0]['dispatcher_NODE_ONLY'];
    const urlOf = (network: Exclude<Cluster, 'custom'>) =>
      network === 'local'
        ? (config.localRpcUrl ?? `http://127.0.0.1:${config.rpcPort}`)
        : network === 'devnet'
          ? config.devnetRpcUrl
          : config.mainnetRpcUrl;
    /** The same URL however it is written ('http://host:1' and 'http://host:1/'). */
    const normalized = (url: string) => URL.parse(url)?.href ?? url;
    const isOperatorUrl = (url: string) => (['local', 'devnet', 'mainnet'] as const).some((n) => normalized(urlOf(n)) === normalized(url));
    const rpcAt = (url: string) => {
      const operators = isOperatorUrl(url);
      const key = `${operators ? 'operator' : 'outbound'} ${url}`;
      let rpc = rpcs.get(key);
      if (!rpc) {
        const transport = createServerRpcTransport(operators ? { url } : { url, dispatcher_NODE_ONLY });
        rpc = createSolanaRpcFromTransport(transport);
        // The hot reads' raw calls and batches (rpc-raw.ts), on the operator's endpoints only.
        if (operators) withRawRpc(rpc, transport);
        rpcs.set(key, rpc);
      }
      return rpc;
    };
    const choice = (network: Cluster, rpcUrl: string): ClusterChoice => ({ network, rpcUrl, isMainnet: network === 'mainnet' });
    const defaultChoice = () => choice(config.solanaCluster, urlOf(config.solanaCluster));

    const choiceOf = async (saved: SavedNetwork | undefined): Promise<ClusterChoice> => {
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
    const choiceFor = async (userId: string | null): Promise<ClusterChoice> => {
      if (!userId) return defaultChoice();
      const [saved] = await app.db
        .select({ network: userSettings.network, customRpcUrl: userSettings.customRpcUrl })
        .from(userSettings)
        .where(eq(userSettings.userId, userId));
      return choiceOf(saved);
    };

    const answers = async (url: string) => {
      const abortSignal = AbortSignal.timeout(config.rpcCheckTimeoutMs);
      const rpc = rpcAt(url);
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
      choiceOf,
      rpcAt,
      async rpcFor(userId) {
        const c = await choiceFor(userId);
        return { choice: c, rpc: rpcAt(c.rpcUrl) };
      },
      answers,
    } satisfies Clusters);
  },
  { name: 'rpc', dependencies: ['config', 'db', 'outbound'] },
);
