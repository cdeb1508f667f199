/**
 * Every error the API can answer: one stable code each, with its HTTP status and the text the
 * user reads (the spec's text where it has one). Server and app share this table (STYLE.md
 * habit 2, after kit's `codes.ts` + `messages.ts`): the server throws `new AppError(code)`, the
 * app decides by `code`, never by status or wording.
 *
 * A message may name context values as `$name`; `AppError` fills them in from its context.
 * Codes are grouped by product feature. Add a code to its feature's group; never reuse or
 * rename one (clients key on them).
 */
export interface ErrorDefinition {
  status: number;
  message: string;
}

export const ERRORS = {
  // ── Any route ───────────────────────────────────────────────────────────────────────────────
  /** A request field failed its schema; the answer names the field and its own message. */
  VALIDATION_FAILED: { status: 400, message: 'The request is not valid' },
  MALFORMED_JSON: { status: 400, message: 'The request body is not valid JSON' },
  INVALID_REQUEST: { status: 400, message: 'The request is not valid' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  ROUTE_NOT_FOUND: { status: 404, message: 'Not found' },
  RATE_LIMITED: { status: 429, message: 'Too many requests, please wait a minute and try again' },
  /** Our fault, never the input's: the server logs it under the request id and appends that id to the message. */
  INTERNAL: { status: 500, message: 'Something went wrong on our side, please try again' },
  /** Never sent by the server: the app's own code for a request that got no answer at all. */
  SERVER_UNREACHABLE: { status: 0, message: 'Failed to communicate with server. Please try again later' },
  /** Answered for a route that needs a user and got no session. */
  SIGN_IN_REQUIRED: { status: 401, message: 'Please connect your wallet to continue' },
  SESSION_EXPIRED: { status: 401, message: 'Your session has expired, please connect your wallet again' },

  // ── Network (cluster choice, RPC reachability) ─────────────────────────────────────────────
  RPC_UNREACHABLE: { status: 400, message: 'The network did not answer. Please try again in a moment.' },
  NETWORK_SWITCH_UNREACHABLE: {
    status: 400,
    message: 'The $network RPC endpoint ($url) did not answer, so the network was not changed',
  },
  CUSTOM_RPC_NOT_ALLOWED: { status: 403, message: 'Custom RPC URLs are not allowed on this server' },
  PRIVATE_RPC_NOT_ALLOWED: { status: 403, message: 'This RPC URL points to a private or local address, which is not allowed' },
  RPC_URL_INVALID: { status: 400, message: 'The RPC URL must be an http(s) URL' },
  RPC_URL_UNRESOLVABLE: { status: 400, message: 'The RPC URL host could not be resolved' },

  // ── Auth (sign in with Solana) ─────────────────────────────────────────────────────────────
  SIGN_IN_SIGNATURE_REQUIRED: { status: 401, message: 'Please sign the sign-in message with your wallet' },
  SIGN_IN_MESSAGE_INVALID: { status: 401, message: 'The sign-in message is not valid' },
  SIGN_IN_WRONG_ADDRESS: { status: 401, message: 'The sign-in message is for another wallet' },
  SIGN_IN_WRONG_DOMAIN: { status: 401, message: 'The sign-in message is for another site' },
  SIGN_IN_BAD_SIGNATURE: { status: 401, message: 'The signature does not match this wallet' },
  SIGN_IN_EXPIRED: { status: 401, message: 'The sign-in message has expired, please try again' },
  SIGN_IN_NONCE_USED: { status: 401, message: 'This sign-in message has expired or was already used, please try again' },

  // ── Transactions (prepare, sendAndConfirm) ─────────────────────────────────────────────────
  TRANSACTION_MALFORMED: { status: 400, message: 'The transaction could not be read. Please try again.' },
  TRANSACTION_NOT_BUILT_HERE: {
    status: 409,
    message: 'This transaction was not prepared by this server for your wallet. Please start again.',
  },
  TRANSACTION_UNKNOWN: {
    status: 404,
    message: 'This transaction was not prepared by this server for your wallet. Please start again.',
  },
  TRANSACTION_SIGNATURE_MISSING: { status: 400, message: "The transaction is missing your wallet's signature." },
  TRANSACTION_SIGNATURE_INVALID: { status: 400, message: "The wallet's signature on this transaction is not valid." },
  TRANSACTION_EXPIRED: { status: 400, message: 'This transaction expired before it was sent. Please try again.' },
  TRANSACTION_NOT_CONFIRMED: {
    status: 409,
    message: 'The network did not confirm the transaction in time. Please check your wallet and try again.',
  },
  /** The RPC endpoint failed before the transaction was sent: nothing reached the chain. */
  TRANSACTION_RPC_UNAVAILABLE: {
    status: 503,
    message: 'The network did not answer, so the transaction was not sent. Please try again in a moment.',
  },
  /** The chain refused it; `$reason` is already plain words (see the server's chain-errors). */
  TRANSACTION_FAILED: { status: 400, message: 'The transaction failed: $reason' },
  /** The chain's usual refusals, each in words a user can act on, never a program log. */
  TRANSACTION_INSUFFICIENT_SOL: {
    status: 400,
    message: 'Your wallet did not have enough SOL for this transaction (network fees and rent included). Add SOL and try again.',
  },
  TRANSACTION_INSUFFICIENT_TOKEN: { status: 400, message: 'Your wallet did not hold enough of the token this transaction spends.' },
  TRANSACTION_BELOW_RENT: {
    status: 400,
    message: 'This would leave an account with less SOL than the rent it must keep. Leave a little more SOL and try again.',
  },
  TRANSACTION_SLIPPAGE_EXCEEDED: { status: 409, message: 'The price moved beyond your slippage. Get a new quote and try again.' },
  TRANSACTION_ACCOUNT_FROZEN: { status: 409, message: "A token account this transaction uses is frozen by the token's freeze authority." },

  /** Checked before the wallet is asked: the shortfall is named, fees and rent included. */
  NOT_ENOUGH_SOL: { status: 400, message: 'You need $missing more SOL for this transaction (network fees and rent included).' },
  NOT_ENOUGH_TOKEN: { status: 400, message: 'You need $missing more $symbol.' },

  // ── Tokens (managed list, lifecycle, info) ─────────────────────────────────────────────────
  TOKEN_NOT_FOUND: { status: 404, message: 'Token not found' },
  TOKEN_ALREADY_LISTED: { status: 409, message: 'This token is already in your list' },
  MINT_NOT_FOUND: { status: 404, message: 'No token mint exists at this address on the current network' },
  TOKEN_IMMUTABLE: { status: 409, message: 'This token is immutable: its metadata can no longer be changed' },
  TOKEN_NO_METADATA: { status: 400, message: 'This token has no on-chain metadata that can be updated' },
  NOT_UPDATE_AUTHORITY: { status: 403, message: 'Your wallet is not the update authority of this token' },
  NOT_MINT_AUTHORITY: { status: 403, message: 'Your wallet is not the mint authority of this token' },
  NOT_AUTHORITY: { status: 403, message: 'Your wallet does not hold the $kind authority of this token' },
  AUTHORITY_ALREADY_REVOKED: { status: 409, message: 'The $kind authority of this token is already revoked' },
  PAYER_NOT_CONNECTED_WALLET: { status: 403, message: 'The payer must be the connected wallet' },
  INSUFFICIENT_BALANCE: { status: 400, message: "You Don't Have Sufficient Balance" },
  SUPPLY_TOO_LARGE: { status: 400, message: 'The supply does not fit in a token account at these decimals' },
  MINT_ADDRESS_TAKEN: { status: 409, message: 'An account already exists at this mint address: grind another one' },
  TOKEN_NON_TRANSFERABLE: { status: 400, message: 'This token is non-transferable: it cannot be sent to another wallet' },
  TOKEN_EXTENSION_MISSING: { status: 400, message: 'This token has no $extension extension' },
  NOT_EXTENSION_AUTHORITY: { status: 403, message: 'Your wallet is not the $kind authority of this token' },
  NO_WITHHELD_FEES: { status: 400, message: 'No withheld transfer fees to collect for this token' },
  TOKEN_ACCOUNTS_UNCHANGED: { status: 400, message: 'Every account listed is already $state' },
  RECIPIENT_ACCOUNT_FROZEN: {
    status: 400,
    message: "The recipient's account for this token is frozen: the token's freeze authority must thaw it first",
  },

  // ── Files (uploads, served documents) ──────────────────────────────────────────────────────
  FILE_NOT_FOUND: { status: 404, message: 'File not found' },
  IMAGE_KIND_REFUSED: { status: 400, message: 'Images must be PNG, JPEG, WebP or GIF' },
  IMAGE_SVG_REFUSED: { status: 400, message: 'SVG images are not accepted: use PNG, JPEG, WebP or GIF' },
  IMAGE_TOO_LARGE: { status: 413, message: 'Images must be at most $mb MB' },
  IMAGE_DIMENSIONS_TOO_LARGE: {
    status: 400,
    message: 'Images must be at most $side x $side pixels (an animation at most $megapixels megapixels in all its frames)',
  },
  UPLOAD_INVALID: { status: 400, message: 'The upload could not be read: $reason' },
  /** Uploads are kept for a day even when no token uses them: each account may store this much a day. */
  UPLOAD_QUOTA_EXCEEDED: { status: 429, message: 'Each account may upload at most $mb MB of images and documents a day: please try again tomorrow' },

  // ── Withdrawal accounts ────────────────────────────────────────────────────────────────────
  WITHDRAW_ACCOUNT_NOT_FOUND: { status: 404, message: 'Withdrawal account not found' },

  // ── Wallet manager (generate, balances, fund, withdraw) ────────────────────────────────────
  WALLET_ALLOWANCE_EXCEEDED: { status: 400, message: 'Number of wallets cannot be more than the remaining allowance' },
  WALLET_NOT_YOUR_USER: { status: 403, message: 'You can only generate wallets for your own account' },
  WALLET_NOT_YOURS: { status: 403, message: 'This wallet is not one of your wallets' },
  FUNDING_NOT_FROM_YOU: { status: 403, message: 'Funding must come from your connected wallet' },
  WITHDRAW_RECIPIENT_NOT_ALLOWED: {
    status: 403,
    message: 'You can withdraw only to your connected wallet, your admin wallet, your wallets or your withdrawal accounts',
  },
  TRANSFER_PAYLOADS_MIXED: { status: 400, message: 'Send either funding or withdrawal payloads, not both' },
  TRANSFER_WRONG_ROUTE: { status: 400, message: 'Token transfers go to /transaction/spl-token' },
  TRANSFER_TOKEN_REQUIRED: { status: 400, message: 'Please choose a token' },
  TRANSFER_UNKNOWN_TOKEN: { status: 400, message: 'This token was not found on the current network' },
  TRANSFER_BELOW_NEW_WALLET_MINIMUM: {
    status: 400,
    message: 'Amount should be at least $minimum SOL for a wallet that holds no SOL yet',
  },
  WITHDRAW_NOTHING: { status: 400, message: 'This wallet holds nothing to withdraw' },
  WITHDRAW_MAX_NOT_ALONE: {
    status: 400,
    message: 'A wallet withdrawing its maximum cannot send anything else in the same request',
  },

  // ── Liquidity (pools: init, add, remove, prices) ───────────────────────────────────────────
  POOL_NOT_FOUND: { status: 404, message: 'Pool not found' },
  /** A server-held pool of an earlier version, wound down: swaps, deposits and withdrawals on it stop. */
  POOL_RETIRED: {
    status: 410,
    message: 'This pool was retired: its funds are being returned to its LP holders in proportion to their LP tokens',
  },
  POOL_EXISTS: { status: 409, message: 'A pool for this pair and fee tier already exists' },
  /** The cluster's AMM has no config (or none open to new pools) at this fee tier. */
  POOL_FEE_TIER_UNAVAILABLE: { status: 400, message: 'The $feeTier% fee tier is not offered on this network' },
  /** Pool creation, checked before anything is built: what the creator is missing. */
  POOL_INSUFFICIENT_SOL: { status: 400, message: 'You need $amount more SOL to create this pool (deposit, fees and account rent)' },
  POOL_INSUFFICIENT_TOKEN: { status: 400, message: 'You need $amount more $symbol to create this pool' },
  POOL_EMPTY: { status: 409, message: 'The pool has no liquidity' },
  POOL_OTHER_NETWORK: { status: 409, message: 'This pool lives on another network. Switch networks to use it.' },
  POOL_NOT_STARTED: { status: 409, message: 'This pool opens for swaps at $startTime (UTC)' },
  POOL_AMOUNT_INVALID: { status: 400, message: 'Amount must be a positive number' },
  POOL_AMOUNT_TOO_MANY_DECIMALS: { status: 400, message: 'Amount has more than $decimals decimals' },
  POOL_AMOUNT_TOO_SMALL: { status: 400, message: 'The amount is too small for this pool' },
  POOL_AMOUNT_TOO_LARGE: { status: 400, message: 'The amount is larger than any token balance can be' },
  /** The first deposit must mint more LP than the pool locks forever. */
  POOL_INIT_DEPOSIT_TOO_SMALL: {
    status: 400,
    message: 'The deposit is too small: sqrt(base x quote) must exceed $locked base units',
  },
  POOL_DEPOSIT_TOO_SMALL: { status: 400, message: 'The deposit is too small to mint any LP tokens' },
  POOL_MINT_NOT_FOUND: { status: 400, message: 'Token $mint was not found on this network' },
  /** The token-info lookup (the token picker's add-token form): nothing at that address. */
  POOL_TOKEN_NOT_FOUND: { status: 404, message: 'Token $mint was not found on this network' },
  POOL_PAYER_MISMATCH: { status: 400, message: 'The payer must be your connected wallet' },
  /** Token-2022 mints a constant-product pool refuses, one code per reason. */
  POOL_MINT_CONFIDENTIAL_TRANSFER_FEE: {
    status: 400,
    message: "Tokens with confidential transfer fees cannot be pooled: fees withheld confidentially are invisible to the pool's reserves",
  },
  POOL_MINT_TRANSFER_HOOK: {
    status: 400,
    message: 'Tokens with a transfer hook cannot be pooled: another program runs on every transfer and can block or change what the pool receives',
  },
  POOL_MINT_CONFIDENTIAL_TRANSFER: {
    status: 400,
    message: "Tokens with confidential transfers cannot be pooled: confidential balances are invisible to the pool's reserves",
  },
  POOL_MINT_NON_TRANSFERABLE: {
    status: 400,
    message: 'Non-transferable tokens cannot be pooled: they cannot move into or out of the pool',
  },
  POOL_MINT_PERMANENT_DELEGATE: {
    status: 400,
    message: "Tokens with a permanent delegate cannot be pooled: the delegate could move the pool's funds at any time. Use a token without one",
  },
  POOL_MINT_FROZEN_BY_DEFAULT: {
    status: 400,
    message: "Tokens whose new accounts start frozen cannot be pooled: the pool's vault would be frozen",
  },
  POOL_MINT_PAUSABLE: {
    status: 400,
    message: 'Pausable tokens cannot be pooled: the pause authority could stop every swap and withdrawal',
  },
  POOL_MINT_FREEZE_AUTHORITY: {
    status: 400,
    message: "Tokens with a freeze authority cannot be pooled: it could freeze the pool's vault. Revoke the freeze authority before creating a pool",
  },
  POOL_MINT_EXTENSION_UNSUPPORTED: {
    status: 400,
    message: 'Tokens with the $extension extension cannot be pooled: the pool cannot vouch for how it moves funds',
  },
  LP_INSUFFICIENT: { status: 400, message: "You Don't Have Sufficient Balance" },
  /** LP lock: an escrow of the lock program, released by its owner's claim from its unlock date. */
  LP_UNLOCK_IN_PAST: { status: 400, message: 'The unlock date must be in the future' },
  LP_LOCK_NOT_FOUND: { status: 404, message: 'LP lock not found' },
  LP_LOCK_NOT_DUE: { status: 409, message: 'This lock releases its LP tokens at $unlockAt (UTC), not before' },
  LP_LOCK_RELEASED: { status: 409, message: 'This lock was already released' },

  // ── Swap ───────────────────────────────────────────────────────────────────────────────────
  /**
   * The reserves moved beyond the user's slippage after a deposit or withdrawal was built: the pool
   * now owes less than the minimum LP or payout it signed for.
   */
  POOL_SLIPPAGE_EXCEEDED: {
    status: 409,
    message:
      'The pool price moved beyond your slippage: you would now get less than your minimum. Nothing was sent; get a new quote or raise your slippage.',
  },

  // ── Distribution (CSV recipients, dry run, durable jobs) ───────────────────────────────────
  DISTRIBUTION_UNKNOWN_TOKEN: { status: 400, message: 'No token with this mint address exists on the current network' },
  /** The network answered, but would not list the mint's accounts (RPC providers cap or disable such scans). */
  HOLDER_SNAPSHOT_REFUSED: {
    status: 400,
    message:
      "This network's RPC refused to list the token's holders ($answer). Use an RPC that pages holder lists (getProgramAccountsV2, as Helius offers), or try again later",
  },
  DISTRIBUTION_INVALID_RECIPIENTS: { status: 400, message: 'Some recipient lines are not valid ($count). Fix them and try again.' },
  DISTRIBUTION_SOURCE_NOT_YOURS: { status: 403, message: 'This wallet is not one of your custodial wallets' },
  DISTRIBUTION_SOURCE_CANNOT_PAY: { status: 400, message: 'The source wallet cannot pay for this distribution (tokens, fees and new accounts)' },
  DISTRIBUTION_NOT_FOUND: { status: 404, message: 'Distribution not found' },
  DISTRIBUTION_STATE_CONFLICT: { status: 409, message: 'This distribution is $status and cannot be $action' },
  DISTRIBUTION_VALIDATION_BUSY: { status: 429, message: 'Your previous distribution list is still being checked: please wait for it to finish' },
  // ── Vesting (escrows of the lock program) ─────────────────────────────────────────────────
  /** A schedule field the lock program would refuse or the user cannot mean; the answer names the field. */
  VESTING_SCHEDULE_INVALID: { status: 400, message: '$reason' },
  VESTING_UNKNOWN_TOKEN: { status: 400, message: 'No token with this mint address exists on the current network' },
  VESTING_RECIPIENT_NOT_WALLET: { status: 400, message: '$reason' },
  VESTING_ESCROW_NOT_FOUND: { status: 404, message: 'No vesting escrow of the lock program at this address' },
  VESTING_NOT_RECIPIENT: { status: 403, message: 'Only the recipient of this schedule can claim it' },
  VESTING_NOTHING_CLAIMABLE: { status: 409, message: 'Nothing has unlocked yet: the next unlock is at $nextUnlock (UTC)' },
  VESTING_CANCELLED: { status: 409, message: 'This schedule was cancelled' },
  VESTING_NO_CANCEL_RIGHT: { status: 403, message: '$right: this wallet cannot cancel this schedule' },
  VESTING_NO_RECIPIENT_RIGHT: { status: 403, message: '$right: this wallet cannot change the recipient of this schedule' },
  VESTING_SAME_RECIPIENT: { status: 400, message: 'This wallet is already the recipient of this schedule' },
  // ── Making Bots (DCA, TWAP, limit, stop-loss, take-profit from the user's own wallets) ────────
  /** A field the server checks with the pool, the wallet or the clock; the answer names the field. */
  BOT_ORDER_INVALID: { status: 400, message: '$reason' },
  BOT_WALLET_NOT_YOURS: {
    status: 403,
    message: 'This wallet is not one of your wallets: choose your admin wallet or a wallet you generated in the Wallet Manager',
  },
  BOT_POOL_NOT_FOUND: { status: 400, message: 'No pool of the AMM exists at this address on the current network' },
  /** The wallet cannot pay every fill; names what it holds and what the order needs. */
  BOT_INSUFFICIENT_FUNDS: { status: 400, message: '$reason' },
  /** The wash-trading guard; `$reason` says which trade or order it would mirror, in plain words. */
  BOT_WASH_TRADING: { status: 409, message: '$reason' },
  BOT_ACTIVE_ORDERS_LIMIT: {
    status: 429,
    message: 'You can have at most $max active orders. Cancel an order or wait for one to finish, then try again.',
  },
  BOT_FILLS_PER_MINUTE_LIMIT: {
    status: 429,
    message:
      'Your active orders would fill $rate times a minute; the limit is $max a minute. Choose a longer interval, or pause or cancel another order.',
  },
  BOT_ORDER_NOT_FOUND: { status: 404, message: 'Order not found' },
  BOT_ORDER_STATE_CONFLICT: { status: 409, message: 'This order is $status and cannot be $action' },
  /** A sequenced swap whose signed minimum the pool can no longer pay at the current price. */
  SWAP_MINIMUM_NOT_MET: {
    status: 409,
    message:
      'The price moved beyond your slippage: this swap would now pay less than your minimum received. Nothing was sent; get a new quote or raise your slippage.',
  },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && value in ERRORS;

/** Values a message names as `$name`. */
export type ErrorContext = Record<string, string | number | bigint>;

/** The table's message for `code` with `$name` placeholders filled from `context`. */
export function errorMessage(code: ErrorCode, context: ErrorContext = {}): string {
  return ERRORS[code].message.replace(/\$([a-zA-Z]+)/g, (whole, name: string) => (name in context ? String(context[name]) : whole));
}
