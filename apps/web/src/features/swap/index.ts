export { SwapPage } from './SwapPage.tsx';
