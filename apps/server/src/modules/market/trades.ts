/** The latest trades through a token's main pool, newest first, as buys and sells of the token. */
import type { MarketTrade } from '@toolkit/shared';
import type { Db } from '../../db/index.ts';
import { latestTrades } from '../trades/index.ts';
import { tokenPrice, tokenTrade, type TokenSide } from './token-side.ts';

const RECENT_TRADES = 30;

export async function recentTrades(db: Db, rpcUrl: string, side: TokenSide | null): Promise<MarketTrade[]> {
  if (!side) return [];
  const rows = await latestTrades(db, rpcUrl, side.pool.address, RECENT_TRADES);
  return rows.map((row) => {
    const trade = tokenTrade(side, row);
    return {
      signature: row.signature,
      time: row.blockTime.toISOString(),
      side: trade.side,
      tokenAmount: trade.tokenAmount.toString(),
      priceTokenAmount: trade.priceTokenAmount.toString(),
      price: tokenPrice(side, trade.tokenAmount, trade.priceTokenAmount),
      trader: row.trader,
    };
  });
}
