export { BurnPage } from './BurnPage.tsx';
export { usePrepareBurnMutation } from './api.ts';
