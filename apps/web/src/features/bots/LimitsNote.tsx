/** Where the user stands against the per-user limits, and what to do at one. */
import type { BotLimits } from './api.ts';

const round = (n: number) => Math.round(n * 10) / 10;

export function LimitsNote({ limits }: { limits: BotLimits | undefined }) {
  if (!limits) return null;
  const fullOrders = limits.activeOrders >= limits.maxActiveOrders;
  const fullRate = limits.fillsPerMinute >= limits.maxFillsPerMinute;
  return (
    <div className="space-y-1 text-sm" data-testid="bot-limits">
      <p className="text-muted">
        Active orders: {limits.activeOrders} of {limits.maxActiveOrders} · fills a minute: {round(limits.fillsPerMinute)} of{' '}
        {limits.maxFillsPerMinute}
      </p>
      {fullOrders && (
        <p role="status" className="text-warn">
          You have reached the most active orders allowed. Cancel an order or wait for one to finish before creating another.
        </p>
      )}
      {!fullOrders && fullRate && (
        <p role="status" className="text-warn">
          Your active orders already fill {round(limits.fillsPerMinute)} times a minute, the most allowed. A new order needs a longer interval, or
          pause or cancel another.
        </p>
      )}
    </div>
  );
}
