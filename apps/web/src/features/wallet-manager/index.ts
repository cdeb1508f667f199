export { WalletManagerPage } from './WalletManagerPage.tsx';
