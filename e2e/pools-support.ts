/** Helpers of the pool e2e tests: a pool as the API shows it, and the value beside a label on screen. */
import type { Locator } from 'playwright-core';
import type { PoolStats } from '@toolkit/shared';
import { api } from './support/index.ts';

/** The pools trading `mint` on the app's network, as GET /liquidity/pools lists them (read from the AMM program's accounts). */
export async function poolsOf(appUrl: string, mint: string): Promise<PoolStats[]> {
  const { body } = await api<{ data: PoolStats[] }>(appUrl, '/liquidity/pools?limit=100');
  return body.data.filter((p) => p.base.mint === mint || p.quote.mint === mint);
}

/** The one pool trading `mint`. */
export async function poolOf(appUrl: string, mint: string): Promise<PoolStats> {
  const pools = await poolsOf(appUrl, mint);
  if (pools.length !== 1) throw new Error(`expected one pool of ${mint}, found ${pools.length}`);
  return pools[0]!;
}

/** The text of the `<dd>` after the `<dt>` reading exactly `label`, inside `scope`. */
export const definition = (scope: Locator, label: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
