/** The one-time wind-down of server-held pools: their vaults paid out to their LP holders exactly once, their LP locks' shares moved into escrows of the lock program. */
export { default as legacyPoolsPlugin, type LegacyPools } from './plugin.ts';
