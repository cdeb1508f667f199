import { ROUTES } from '../../../shared/routes.ts';

export interface NavLink {
  label: string;
  /** An app route ('/solana/...') or an in-page anchor ('#features'). */
  href: string;
}

/** Top navigation's in-page links (spec 2 "Landing page"). */
export const SECTION_LINKS: readonly NavLink[] = [
  { label: 'Features', href: '#features' },
  { label: 'Roadmap', href: '#roadmap' },
  { label: 'Whitepaper', href: '#whitepaper' },
];

/**
 * The 'How to' menu, in the spec's order. Each entry opens the screen that does the job:
 * minting happens when a token is created, and the market maker lives on the Making Bots page.
 */
export const HOW_TO_LINKS: readonly NavLink[] = [
  { label: 'Create Solana Token', href: ROUTES.createToken },
  { label: 'Create Liquidity', href: ROUTES.createPool },
  { label: 'Manage Liquidity', href: ROUTES.manageLiquidity },
  { label: 'Use Dashboard', href: ROUTES.dashboard },
  { label: 'Use Wallet Manager', href: ROUTES.walletManager },
  { label: 'Revoke Authorities', href: ROUTES.revokeAuthorities },
  { label: 'Burn Token', href: ROUTES.burnToken },
  { label: 'Mint Token', href: ROUTES.createToken },
  { label: 'Market Maker', href: ROUTES.makingBots },
];

/** Footer columns (spec 2 "Landing page"). */
export const QUICK_ACCESS_LINKS: readonly NavLink[] = [
  { label: 'Platform', href: ROUTES.dashboard },
  { label: 'Features', href: '#features' },
  { label: 'How It Works', href: '#whitepaper' },
  { label: 'Roadmap', href: '#roadmap' },
  { label: 'Community', href: '#community' },
];

export const RESOURCE_LINKS: readonly NavLink[] = [
  { label: 'Help Center', href: '#faq' },
  { label: 'User Guides', href: '#guidance' },
  { label: 'Community Guides', href: '#community' },
  { label: 'Feedback', href: '#feedback' },
  { label: 'FAQs', href: '#faq' },
];

export function isAppRoute(href: string): boolean {
  return href.startsWith('/');
}
