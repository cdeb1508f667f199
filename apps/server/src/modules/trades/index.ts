/** Trades indexed from the chain: the indexer (app.trades), reads of a pool's trades, and 24 h figures per pool. */
export { default as tradesPlugin } from './plugin.ts';
export { createTradeIndexer, type TradeIndexer } from './trade-indexer.ts';
export { latestTrades, tradesSince, type PoolTrade } from './trade-queries.ts';
export { poolDayStats, DAY_MS, type PoolDayStats } from './day-stats.ts';
export { clusterVenue, deploymentOf } from './cluster-venue.ts';
