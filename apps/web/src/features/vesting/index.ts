export { VestingPage } from './VestingPage.tsx';
export { humanSeconds } from './UnlockChart.tsx';
