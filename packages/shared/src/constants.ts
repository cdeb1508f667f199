/** Business constants from spec section 9 and DESIGN.md section 6. Money is bigint base units. */

export const LAMPORTS_PER_SOL = 1_000_000_000n;

/** Fees in lamports, paid to the treasury inside the same transaction (DESIGN.md 6). */
export const FEES = {
  tokenCreationBase: 300_000_000n,
  /** Each chosen creation option: creator info, team, tokenomics, roadmap, each revoke. */
  tokenCreationOption: 100_000_000n,
  /** A single revoke page, per authority. */
  revokePerAuthority: 100_000_000n,
  poolCreation: 150_000_000n,
  /** Shown to the user as the approximate rent for the pool's accounts. */
  poolAccountsEstimate: 50_000_000n,
} as const;

export const FEE_TIERS = [0.25, 0.5, 1, 2, 4] as const;
export type FeeTier = (typeof FEE_TIERS)[number];

export const LIMITS = {
  teamMembers: 10,
  roadmapItems: 20,
  tags: 3,
  generatedWallets: 300,
  tokenomicsTotal: 100,
  amountCap: 1e15,
  tokenNameMax: 32,
  tokenSymbolMax: 10,
  decimalsMax: 9,
  /** Solana's packet limit for one serialized transaction. */
  transactionBytes: 1232,
  jsonBodyBytes: 1024 * 1024,
  /** Locked LP minimum on pool init (DESIGN.md 4). */
  lockedLiquidity: 1000n,
} as const;

export const TIMINGS = {
  toastMs: 5000,
  swapToastMs: 7000,
  copyTickMs: 2000,
  heroCircleMs: 2000,
  coinRotationMs: 3000,
} as const;

export const DISPLAY = {
  inrRate: 85,
  inrSymbol: '₹',
  marqueeSpeed: 50,
  wheelRotationFactor: 0.05,
  heroCircleSize: 450,
  guidanceCard: { width: 350, height: 480 },
  demoCardWidth: 760,
  copyrightYear: 2025,
} as const;

export const CACHE_KEYS = {
  walletBalance: 'walletBalance',
  userWalletBalance: 'userWalletBalance',
} as const;

/** The wrapped-SOL mint; SOL appears in balances and pools under this address. */
export const NATIVE_MINT = 'So11111111111111111111111111111111111111112';
