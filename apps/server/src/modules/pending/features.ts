/**
 * Paths of the spec's call table (section 7) whose features arrive with later issues. Each answers
 * 501 naming what is missing, so nothing pretends to work. When a module takes over a path,
 * delete its line here (the route module registry in app.ts then serves it).
 */
export interface PendingPath {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  feature: string;
  issue: string;
}

const TOKENS = 'token lifecycle (create, metadata, revoke)';
const WALLETS = 'custodial wallets (wallet manager)';

export const PENDING_PATHS: PendingPath[] = [
  { method: 'POST', url: '/wallet/create/:id', feature: 'Wallet generation', issue: WALLETS },
  { method: 'GET', url: '/wallet/fetch', feature: 'Generated wallets', issue: WALLETS },
  { method: 'GET', url: '/walletOperation/fetchAll', feature: 'Wallet balances', issue: WALLETS },
  { method: 'POST', url: '/walletOperation/fetchSpecific', feature: 'Wallet balances', issue: WALLETS },
  { method: 'POST', url: '/walletOperation/fetchRange', feature: 'Wallet balances', issue: WALLETS },
  { method: 'POST', url: '/walletOperation/fetchConnectedWallet', feature: 'Connected wallet balance', issue: WALLETS },
  { method: 'POST', url: '/transaction/sol', feature: 'SOL funding and withdrawals', issue: WALLETS },
  { method: 'POST', url: '/transaction/spl-token', feature: 'Token funding and withdrawals', issue: WALLETS },
];

export const pendingMessage = (p: PendingPath) => `${p.feature} is not available yet: it comes with the ${p.issue} issue`;
