/** The pool chart with the pool's recorded history; it refreshes when a pool transaction lands. */
import type { PoolView } from '@toolkit/shared';
import { PoolChart } from '../../shared/ui/index.ts';
import { usePoolHistoryQuery } from './api.ts';

export function PoolPriceChart({ pool }: { pool: PoolView }) {
  const history = usePoolHistoryQuery(pool.pool);
  // A history that cannot be read still leaves the chart from creation price to now.
  return <PoolChart pool={pool} history={history.data ?? (history.isError ? [] : null)} />;
}
