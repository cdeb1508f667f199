/** The pages the router loads lazily, apart from index.ts so a feature that uses this one's hooks or parts does not load its pages too. */
export { BurnPage } from './BurnPage.tsx';
