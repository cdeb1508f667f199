export { VestingPage } from './VestingPage.tsx';
