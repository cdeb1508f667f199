/**
 * Per-user cluster switching (DESIGN.md 3): the new endpoint must answer before the choice is
 * saved; on any refusal the previous choice stays as it was.
 */
import { TEXTS, type SetClusterRequest } from '@toolkit/shared';
import type { Db } from '../../db/index.ts';
import { userSettings } from '../../db/schema.ts';
import type { Config } from '../../lib/config.ts';
import { AppError } from '../../lib/errors.ts';
import { assertPublicRpcTarget } from '../../lib/rpc-target.ts';
import { shownRpcUrl } from '../../lib/shown-rpc-url.ts';
import { forgetSavedSettings } from '../settings/index.ts';
import type { ClusterChoice, Clusters } from '../../plugins/rpc.ts';

export function createNetworkService(db: Db, clusters: Clusters, config: Config) {
  return {
    current: (userId: string | null) => clusters.choiceFor(userId),

    async switchTo(userId: string, { network, url }: SetClusterRequest): Promise<{ message: string; choice: ClusterChoice }> {
      let rpcUrl: string;
      if (network === 'custom') {
        if (!config.allowCustomRpc) throw new AppError('CUSTOM_RPC_NOT_ALLOWED');
        rpcUrl = await assertPublicRpcTarget(url!, { allowPrivate: config.allowPrivateRpc });
      } else {
        rpcUrl = clusters.urlOf(network);
      }
      if (!(await clusters.answers(rpcUrl))) {
        throw new AppError('NETWORK_SWITCH_UNREACHABLE', { context: { network, url: shownRpcUrl(network, rpcUrl) } });
      }
      const customRpcUrl = network === 'custom' ? rpcUrl : null;
      try {
        await db
          .insert(userSettings)
          .values({ userId, network, customRpcUrl })
          .onConflictDoUpdate({ target: userSettings.userId, set: { network, customRpcUrl, updatedAt: new Date() } });
      } finally {
        forgetSavedSettings(db, userId);
      }
      return {
        message: TEXTS.switchedTo(network),
        choice: { network, rpcUrl, isMainnet: network === 'mainnet' },
      };
    },
  };
}
