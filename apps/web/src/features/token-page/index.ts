export { DemoTokenPage } from './DemoTokenPage.tsx';
