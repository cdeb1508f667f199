/** The one-time wind-down of server-held pools: their vaults paid out to their LP holders, exactly once; their due LP locks releasable. */
export { default as legacyPoolsPlugin, type LegacyPools } from './plugin.ts';
