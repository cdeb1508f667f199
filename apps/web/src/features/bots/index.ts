// The trading page shows the user's open orders on its token.
export { TokenOpenOrders } from './TokenOpenOrders.tsx';
