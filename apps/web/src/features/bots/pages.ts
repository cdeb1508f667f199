/** The pages the router loads lazily, apart from index.ts so the trading page's open orders do not load the Making Bots page too. */
export { MakingBotsPage } from './MakingBotsPage.tsx';
