/** The local chain: a LiteSVM-backed Solana validator served over JSON-RPC and WebSocket. */
export { startLocalChain, type LocalChain, type LocalChainOptions } from './local-chain.js';
export { DEFAULT_ALLOWED_ORIGINS, DEFAULT_RPC_LIMITS, originsFromEnv, rpcLimits, type RpcLimits } from './rpc/limits.js';
export * from './readers/index.js';
export * from './builders/index.js';
export { address as checkedAddress } from './checked-address.js';
/** Base58 without kit's bigint arithmetic: a transaction's id (its first signature) is written for every transaction sent. */
export { decodeBase58, encodeBase58 } from './engine/base58.js';
