/** SOL's price: Pyth's SOL/USD on devnet and mainnet, the configured price on the local chain, labelled. */
export { default as solPricePlugin } from './plugin.ts';
export { type SolPrice, type SolPriceSource } from './sol-price.ts';
