/** Public token reads: the token page (shared with people who have no session) and the dashboard's rows. */
import { readMints } from '@toolkit/chain';
import { tokenOperations as ops, type MintSummary } from '@toolkit/shared';
import type { FastifyPluginAsync } from 'fastify';
import { registerOperation } from '../../lib/operation-route.ts';
import { tokenInfo } from './token-info.ts';

const bounded = { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } };

export const infoRoutes: FastifyPluginAsync = async (app) => {
  registerOperation(
    app,
    ops.info,
    async ({ user, params }) => {
      const { choice, rpc } = await app.clusters.rpcFor(user?.id ?? null);
      return { data: await tokenInfo(app, rpc, params.mint, choice.network, choice.rpcUrl) };
    },
    bounded,
  );

  // Supplies and authorities of several mints in one getMultipleAccounts.
  registerOperation(
    app,
    ops.mintSummaries,
    async ({ user, query }) => {
      const { rpc } = await app.clusters.rpcFor(user?.id ?? null);
      const infos = await readMints(rpc, query.mints);
      const summary = (i: number): MintSummary | null => {
        const info = infos[i];
        if (!info) return null;
        return {
          program: info.program,
          decimals: info.decimals,
          supply: info.supply.toString(),
          mintAuthority: info.mintAuthority,
          freezeAuthority: info.freezeAuthority,
          updateAuthority: info.metadata?.updateAuthority ?? null,
          name: info.metadata?.name ?? null,
          symbol: info.metadata?.symbol ?? null,
        };
      };
      return { data: Object.fromEntries(query.mints.map((m, i) => [m, summary(i)])) };
    },
    bounded,
  );
};
