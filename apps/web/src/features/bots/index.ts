export { MakingBotsPage } from './MakingBotsPage.tsx';
