/**
 * How orders read on screen: each kind's name and what it does, an order's schedule in one line,
 * and durations in plain units. One place, so the form, the preview and the list say the same.
 */
import type { BotOrderKind, BotOrderStatus, BotOrderView, BotSide } from '@toolkit/shared';

export const KIND_LABELS: Record<BotOrderKind, string> = {
  dca: 'DCA',
  twap: 'TWAP',
  limit: 'Limit',
  'stop-loss': 'Stop-loss',
  'take-profit': 'Take-profit',
};

export const KIND_HELP: Record<BotOrderKind, string> = {
  dca: 'Buy or sell a fixed amount every interval, a number of times. The first fill is right away.',
  twap: 'Spend a total amount split evenly over a duration, in fills about a minute apart.',
  limit: 'Buy at or below a price, or sell at or above it, fully or in parts, until the order expires.',
  'stop-loss': 'Sell the amount once the price falls to the level, until the order expires.',
  'take-profit': 'Sell the amount once the price rises to the level, until the order expires.',
};

export const STATUS_LABELS: Record<BotOrderStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  done: 'Done',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** "10 seconds", "1 minute", "2 hours 30 minutes", "3 days". */
export function durationText(seconds: number): string {
  const units: [number, string][] = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ];
  const parts: string[] = [];
  let left = Math.max(0, Math.round(seconds));
  for (const [size, name] of units) {
    const n = Math.floor(left / size);
    if (n > 0) parts.push(`${n} ${name}${n === 1 ? '' : 's'}`);
    left -= n * size;
    if (parts.length === 2) break;
  }
  return parts.join(' ') || '0 seconds';
}

/** "Buy TKN" / "Sell TKN": the side names the pool's base token. */
export const sideText = (side: BotSide, baseSymbol: string) => `${side === 'buy' ? 'Buy' : 'Sell'} ${baseSymbol}`;

/** The order's plan in one line, as created. */
export function planText(o: BotOrderView): string {
  const spend = o.side === 'buy' ? o.quote.symbol : o.base.symbol;
  const unit = `${o.quote.symbol} per ${o.base.symbol}`;
  switch (o.kind) {
    case 'dca':
      return `${o.amount} ${spend} every ${durationText(o.intervalSeconds ?? 0)}, ${o.count} times (${o.total} ${spend} in all)`;
    case 'twap':
      return `${o.total} ${spend} over ${durationText(o.durationSeconds ?? 0)}${o.count ? ` in ${o.count} fills` : ''}`;
    case 'limit':
      return `Up to ${o.total} ${spend} ${o.side === 'buy' ? 'at or below' : 'at or above'} ${o.price} ${unit}`;
    case 'stop-loss':
      return `${o.total} ${spend} once the price falls to ${o.price} ${unit}`;
    case 'take-profit':
      return `${o.total} ${spend} once the price rises to ${o.price} ${unit}`;
  }
}

/** A time as the user's local date and time. */
export const whenText = (iso: string) => new Date(iso).toLocaleString();
