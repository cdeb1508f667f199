export { CreatePoolPage } from './CreatePoolPage.tsx';
export { ManageLiquidityPage } from './ManageLiquidityPage.tsx';
