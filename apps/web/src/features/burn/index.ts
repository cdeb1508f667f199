export { BurnPage } from './BurnPage.tsx';
