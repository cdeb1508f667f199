/** An order and its fills as the list shows them: whole tokens, prices quote per base, ISO times. */
import { BOT_TEXTS, formatAmount, formatPrice, tradePrice, type BotFill, type BotOrderView } from '@toolkit/shared';
import type { BotFillRow, BotOrderRow } from '../../db/schema.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The words of an order's reason, as stored or as the table has them. */
export const REASON_WORDS = {
  'paused-by-you': BOT_TEXTS.pausedByYou,
  'cancelled-by-you': BOT_TEXTS.cancelledByYou,
  completed: BOT_TEXTS.completed,
  expired: BOT_TEXTS.expired,
  'pool-not-found': BOT_TEXTS.poolGone,
} as const;

export function orderView(o: BotOrderRow, fills: BotFillRow[]): BotOrderView {
  const [spendDecimals, receiveDecimals] = o.side === 'buy' ? [o.quoteDecimals, o.baseDecimals] : [o.baseDecimals, o.quoteDecimals];
  const spent = BigInt(o.spent);
  const received = BigInt(o.received);
  const total = BigInt(o.total);
  const priceOf = (s: bigint, r: bigint) => {
    const p = r > 0n ? tradePrice(o.side, s, r, o.baseDecimals, o.quoteDecimals) : null;
    return p ? formatPrice(p) : null;
  };
  return {
    id: o.id,
    kind: o.kind,
    side: o.side,
    wallet: o.wallet,
    pool: o.pool,
    cluster: o.network,
    base: { mint: o.baseMint, symbol: o.baseSymbol, decimals: o.baseDecimals },
    quote: { mint: o.quoteMint, symbol: o.quoteSymbol, decimals: o.quoteDecimals },
    spendMint: o.side === 'buy' ? o.quoteMint : o.baseMint,
    receiveMint: o.side === 'buy' ? o.baseMint : o.quoteMint,
    status: o.status,
    reason: o.reason ? { code: o.reason, message: o.reasonMessage ?? '' } : null,
    amount: formatAmount(BigInt(o.amount), spendDecimals),
    total: formatAmount(total, spendDecimals),
    intervalSeconds: o.intervalSeconds,
    count: o.count,
    durationSeconds: o.durationSeconds,
    price: o.price,
    expiresAt: iso(o.expiresAt),
    slippage: Number(o.slippage),
    progress: {
      fills: o.fills,
      spent: formatAmount(spent, spendDecimals),
      received: formatAmount(received, receiveDecimals),
      remaining: formatAmount(total > spent ? total - spent : 0n, spendDecimals),
      percent: total > 0n ? Number((spent * 10_000n) / total) / 100 : 0,
    },
    nextFillAt: o.status === 'active' ? iso(o.nextDueAt) : null,
    averagePrice: priceOf(spent, received),
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    fills: fills
      .filter((f) => f.status !== 'expired')
      .sort((a, b) => b.index - a.index || b.createdAt.getTime() - a.createdAt.getTime())
      .map((f): BotFill => ({
        index: f.index,
        status: f.status as BotFill['status'],
        dueAt: f.dueAt.toISOString(),
        spent: formatAmount(BigInt(f.amount), spendDecimals),
        received: f.received === null ? null : formatAmount(BigInt(f.received), receiveDecimals),
        price: f.received === null ? null : priceOf(BigInt(f.amount), BigInt(f.received)),
        signature: f.signature,
        landedAt: iso(f.landedAt),
        error: f.error,
      })),
  };
}
