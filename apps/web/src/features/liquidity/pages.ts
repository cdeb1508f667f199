/** The pages the router loads lazily, apart from index.ts so a feature that uses this one's hooks or parts does not load its pages too. */
export { CreatePoolPage } from './CreatePoolPage.tsx';
export { ManageLiquidityPage } from './ManageLiquidityPage.tsx';
