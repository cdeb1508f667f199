import { ROUTES } from '../../../shared/routes.ts';

export interface NavLink {
  label: string;
  /** An app route ('/solana/...') or an in-page anchor ('#features'). */
  href: string;
  /** A line under the label saying what the screen does, where the label alone could mislead. */
  description?: string;
}

/** Top navigation's in-page links (spec 2 "Landing page"). */
export const SECTION_LINKS: readonly NavLink[] = [
  { label: 'Features', href: '#features' },
  { label: 'Roadmap', href: '#roadmap' },
  { label: 'Whitepaper', href: '#whitepaper' },
];

/**
 * The 'How to' menu, in the spec's order. Each entry opens the screen that does the job:
 * minting happens when a token is created, and 'Market Maker' opens Making Bots. Its line says
 * what those bots are, because "market maker" is often sold as fake volume: here it is the user's
 * own scheduled and price orders, and wash trading is refused.
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
  {
    label: 'Market Maker',
    href: ROUTES.makingBots,
    description:
      'DCA, TWAP, limit, stop-loss and take-profit orders that trade from your own wallets. No volume bot, no holder farming, no random splitting across wallets: wash trading is refused.',
  },
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

/** An id-safe form of a label, for the element that describes its link. */
export const slugOf = (label: string) => label.toLowerCase().replaceAll(' ', '-');

export function isAppRoute(href: string): boolean {
  return href.startsWith('/');
}
