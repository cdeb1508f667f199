export { DistributionPage } from './DistributionPage.tsx';
