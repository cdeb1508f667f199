export { CreatePoolPage, ManageLiquidityPage } from './LiquidityPages.tsx';
