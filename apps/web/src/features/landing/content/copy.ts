import { FEE_TIERS, FEES, LIMITS, formatAmount } from '@toolkit/shared';
import { ROUTES } from '../../../shared/routes.ts';

/**
 * The landing page's own copy. Titles are the spec's; descriptions say what the product really
 * does (DESIGN.md: the finished product works), including where it holds funds or keys.
 */

const sol = (lamports: bigint) => `${formatAmount(lamports, 9)} SOL`;

export const FEE_FIGURES = {
  tokenBase: sol(FEES.tokenCreationBase),
  tokenOption: sol(FEES.tokenCreationOption),
  revoke: sol(FEES.revokePerAuthority),
  pool: sol(FEES.poolCreation),
} as const;

/** Hero's rotating list, in the spec's order. */
export const CAPABILITIES = ['Token Creation', 'Liquidity Creation', 'Liquidity Management', 'Wallet Management', 'Revoke Authorities'] as const;

export interface Feature {
  title: string;
  description: string;
  /** The screen that does it, when there is one. */
  to?: string;
}

export const FEATURES: readonly Feature[] = [
  {
    title: 'MPC Custodian Wallets',
    description: `Generate up to ${LIMITS.generatedWallets} custodial wallets, fund them and withdraw from them in bulk. Their keys are encrypted at rest on the server (AES-256-GCM) and are never sent to the browser.`,
  },
  {
    title: 'Instant SPL Token Creation',
    description: `A Token-2022 mint with its name, symbol and metadata stored on the mint itself, created in one Phantom approval. From ${FEE_FIGURES.tokenBase}; each extra option adds ${FEE_FIGURES.tokenOption}.`,
  },
  {
    title: 'Mass Token Distribution',
    to: ROUTES.tokenDistribution,
    description: `Send SOL or tokens to many wallets at once: transfers are packed into as few transactions as the ${LIMITS.transactionBytes}-byte limit allows, and you approve them all in a single prompt.`,
  },
  {
    title: 'Dedicated Token Trading Pages',
    description: 'Every token gets a public page with its metadata, supply, authorities and pool, so holders can check a token before they trade it.',
  },
];

export interface GuidanceCard {
  title: string;
  description: string;
  steps: readonly string[];
  to: string;
  art: 'token' | 'pool' | 'manage';
}

export const GUIDANCE_CARDS: readonly GuidanceCard[] = [
  {
    title: 'Create Solana Token',
    description: 'Name it, pick a symbol and decimals, add a logo and the optional details, then approve once in Phantom.',
    steps: ['Connect Phantom', 'Fill in name, symbol, supply', 'Approve and get your mint address'],
    to: ROUTES.createToken,
    art: 'token',
  },
  {
    title: 'Create Liquidity Pool',
    description: `Pair your token with SOL or another token, set both deposits and a fee tier, and open trading for ${FEE_FIGURES.pool}.`,
    steps: ['Choose base and quote tokens', 'Set deposits and fee tier', 'Approve: you receive LP tokens'],
    to: ROUTES.createPool,
    art: 'pool',
  },
  {
    title: 'Manage Liquidity Pool',
    description: 'Add to or withdraw from your pools in proportion to their reserves, with live reserves and price read from the chain.',
    steps: ['Pick one of your pools', 'Add or remove liquidity', 'Slippage limit protects the amounts'],
    to: ROUTES.manageLiquidity,
    art: 'manage',
  },
];

export interface LiquidityPoint {
  title: string;
  description: string;
}

export const LIQUIDITY_POINTS: readonly LiquidityPoint[] = [
  {
    title: 'Instant AMM supporting popular exchanges',
    description: `Constant-product pools (x · y = k) with the fee tiers popular exchanges use: ${FEE_TIERS.join(' / ')} %. Quotes show the minimum you receive.`,
  },
  {
    title: 'Deflationary & Adaptive Liquidity',
    description:
      'Dynamic fees, burning and incentives: pick the fee tier that fits your volume, burn tokens to reduce supply, and reward liquidity providers with LP tokens.',
  },
  {
    title: 'One-Click Pool Creation',
    description:
      'Initialise the pool and make the first deposit in a single transaction you approve once; an optional start time holds swaps until launch.',
  },
];

export interface RoadmapStage {
  stage: string;
  status: 'Live' | 'Next' | 'Planned';
  items: readonly string[];
}

/** Live is what the app does today (each item has its screen); Planned has none yet. */
export const ROADMAP: readonly RoadmapStage[] = [
  {
    stage: 'Create',
    status: 'Live',
    items: [
      'Token-2022 tokens with on-chain metadata',
      'Transfer fees and other token extensions',
      'Vanity mint addresses, ground in your browser',
      'Revoke mint, freeze and update authorities',
      'Update metadata, burn tokens',
    ],
  },
  {
    stage: 'Trade',
    status: 'Live',
    items: [
      'Constant-product pools with fee tiers',
      'Add and remove liquidity; burn or time-lock LP tokens',
      'Swaps in both directions',
      'A trading page for every token: chart, holders, risks',
    ],
  },
  {
    stage: 'Operate',
    status: 'Live',
    items: [`Up to ${LIMITS.generatedWallets} custodial wallets`, 'Bulk funding and withdrawals', 'Dashboard of your tokens and accounts'],
  },
  {
    stage: 'Distribute',
    status: 'Live',
    items: ['Token distribution to a CSV list, with a dry run', 'Holder snapshots as CSV'],
  },
  {
    stage: 'Automate',
    status: 'Live',
    items: ['Vesting schedules', 'DCA, TWAP, limit, stop-loss and take-profit orders from your own wallets'],
  },
];

export interface FaqEntry {
  id?: string;
  question: string;
  answer: string;
}

export const FAQ: readonly FaqEntry[] = [
  {
    question: 'Do I need to write code?',
    answer: 'No. Every action is a form; the server builds the transaction and Phantom shows it to you before you approve it.',
  },
  {
    question: 'Which wallet do I need?',
    answer: 'The Phantom browser extension. Signing in asks Phantom to sign a one-time message; an address alone never signs anyone in.',
  },
  {
    question: 'What does it cost?',
    answer: `Token creation starts at ${FEE_FIGURES.tokenBase}, plus ${FEE_FIGURES.tokenOption} per extra option. Revoking costs ${FEE_FIGURES.revoke} per authority, a pool ${FEE_FIGURES.pool} plus account rent. Fees are part of the transaction you approve.`,
  },
  {
    question: 'Who holds the funds in a liquidity pool?',
    answer:
      'The AMM program holds them, in vaults no one has a key to; this app holds no pool funds. Every deposit, withdrawal and swap is one transaction that you alone sign, the program enforces the minimum you receive, and reserves are always read from the chain.',
  },
  {
    id: 'feedback',
    question: 'How do I give feedback or report a problem?',
    answer:
      'Tell the team that runs this instance, with the transaction signature from the toast or the dashboard; it identifies exactly what happened on chain.',
  },
];
