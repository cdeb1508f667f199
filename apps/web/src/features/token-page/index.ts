export { DemoTokenPage } from './DemoTokenPage.tsx';
export { TokenPage } from './TokenPage.tsx';
