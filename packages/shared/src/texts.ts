/**
 * Every user-facing text the spec fixes, word for word (spec sections 2, 5, 8; DESIGN.md section 9).
 * The server uses them as validation/error messages, the web app as labels and toasts, so a text
 * exists exactly once. Keep spelling as the spec has it, including its quirks.
 */
export const TEXTS = {
  // Wallet (spec 2 "Wallet button", 5, 8)
  connectWallet: 'Connect Wallet',
  connectWalletLower: 'Connect wallet',
  connecting: 'Connecting...',
  copyAddress: 'Copy Address',
  walletActivity: 'Wallet Activity',
  changeWallet: 'Change Wallet',
  disconnect: 'Disconnect',
  phantomNotFound: 'Phantom wallet not found. Please install Phantom.',
  phantomNotInstalled: 'Phantom wallet is not installed',
  connectionFailed: 'Connection failed',
  anErrorOccurred: 'An error occurred',

  // Settings and network (spec 2, 8)
  preferredExplorer: 'Preferred Explorer',
  rpcEndpoint: 'RPC Endpoint',
  customRpcUrl: 'Custom RPC URL',
  save: 'Save',
  settingSaved: 'Setting Saved',
  networkSwitchFailed: 'An error occurred while setting the network.',
  switchedTo: (network: string) => `Switched to ${network}`,
  noNetworkInSession: 'No network information found in session storage.',

  // Not found
  transactionNotFound: 'Transaction Not Found',

  // Landing
  tagline: 'Scaling at Ackermann Speed',
  createYourTokenNow: 'Create Your Token Now',
  exploreLiquidityServices: 'Explore Liquidity Services',
  marqueeHeadline: 'Zero Code. Infinite Possibilities.',
  launchApp: 'Launch App',
  launchLiquidityPool: 'Launch Liquidity Pool',
  knowMore: 'Know More',

  // Token creator (spec 2, 5)
  tokenCreatorTitle: 'Solana Token Creator',
  creating: 'Creating',
  titleRequired: 'Title is required',
  percentageRequired: 'Percentage is required',
  percentageRange: 'Percentage should between 0 and 100',
  nameRequired: 'Name is required',
  jobTitleRequired: 'Job Title is required',
  dropValidImage: 'Please drop a valid image file',
  tokenomicsOver100: 'The total percentage cannot exceed 100%',
  roadmapLimit: 'You cannot add more than 20 roadmap items',
  teamLimit: 'You cannot add more than 10 team members',
  editRoadmap: 'Edit Roadmap',
  editRoadmapSubtitle: 'Update roadmap stage using form below',
  avatarAdvice: '512x512',
  coverAdvice: '1000x1000',

  // Busy labels (spec 2)
  updating: 'Updating',
  revoking: 'Revoking',
  making: 'Making',
  processing: 'Processing',
  creatingPool: 'Creating Pool',
  burning: 'Burning',
  adding: 'Adding',
  deleting: 'Deleting',
  swapping: 'Swapping...',

  // Revoke (spec 5, 8)
  provideMintAddress: 'Please provide a token mint address',
  selectAuthority: 'Please select at least one authority type to revoke',
  failedToProcess: 'Failed to process',
  revokePartial: 'Some authorities were revoked, but others failed. Please check details.',
  revokeAllFailed: 'Failed to revoke authorities. Please try again.',
  errorRevokingFreeze: 'Error Revoking Freeze',
  errorMakingImmutable: 'Error Making Token Immutable',
  errorRevokingMint: 'Error Revoking Mint',

  // Metadata (spec 8)
  errorUpdatingMetadata: 'Error Updating Metadata',
  failedToCommunicate: 'Failed to communicate with server. Please try again later',

  // Burn (DESIGN.md 9 overrides the spec's inert burn)
  burnTokens: 'Burn Tokens',
  burnAmountLabel: 'How Many Tokens You Want To Burn',
  tokensBurned: 'Tokens Burned Successfully',
  errorBurningTokens: 'Error Burning Tokens',

  // Wallet manager (spec 2, 5, 8)
  walletManager: 'Wallet Manager',
  fetchBalance: 'Fetch Balance',
  searchWallet: 'Search Wallet',
  noWalletsMatching: (search: string) => `No wallets found matching "${search}"`,
  walletNotConnected: 'Wallet Not Connected',
  pleaseEnterAmount: 'Please Enter Amount',
  amountGreaterThanZero: 'Amount should be greater than 0',
  insufficientBalance: "You Don't Have Sufficient Balance",
  walletAllowance: 'Number of wallets cannot be more than the remaining allowance',
  walletsGenerated: 'Wallets Generated Successfully',
  errorGeneratingWallets: 'Error Generating Wallets',
  transactionFailed: 'Transaction failed',

  // Dashboard (spec 2, 5, 8)
  dashboard: 'Dashboard',
  welcomeBack: 'Welcome Back User!!!',
  manageToken: 'Manage Token',
  withdrawalAccount: 'Withdrawal Account',
  tokenCreatedByYou: 'Token Created by You',
  tokenizedAssets: 'Tokenized Assets',
  liquidity: 'Liquidity',
  viewMoreTokens: 'VIEW MORE TOKENS',
  metadataCheckbox: 'Do You Have Metadata or Image URL',
  fillAllTheFields: 'Please fill all the fields',
  fillAllFields: 'Please fill all fields',
  errorAddingToken: 'Error adding Token',
  errorDeletingToken: 'Error Deleting Token',
  errorAddingWithdrawalAccount: 'Error adding withdrawal account',
  errorDeletingAccount: 'Error Deleting Account',
  errorRevokeUpdated: 'Error Revoke Updated',
  tokenAdded: 'Token added successfully',
  tokenDeleted: 'Token Deleted Successfully',
  withdrawalAccountAdded: 'Withdrawal Account Added Successfully',
  withdrawalAccountUpdated: 'Withdrawal Account Updated Successfully',
  accountDeleted: 'Account Deleted Successfully',
  revokeUpdated: 'Revoke Updated Successfully',
  unnamedAccount: (n: number) => `User ${n}`,

  // Liquidity and swap (spec 2, 8; the spec fixes only the error toasts, the rest are ours)
  errorCreatingPool: 'Error Creating Liquidity Pool',
  errorAddingLiquidity: 'Error Adding Liquidity',
  errorRemovingLiquidity: 'Error Removing Liquidity',
  createPoolTitle: 'Create Solana Liquidity Pool',
  manageLiquidityTitle: 'Manage Liquidity',
  poolCreated: 'Liquidity pool created',
  liquidityAdded: 'Liquidity added',
  liquidityRemoved: 'Liquidity removed',
  poolTrustModel: "Pool funds are held by the server's pool keys.",
  feeTierUnknown: (tiers: readonly number[]) => `Fee tier must be one of ${tiers.join(', ')} (%)`,
  poolSameTokens: 'Base and quote tokens must be different',
  poolAmountInvalid: 'Amount must be a positive number',
  poolAddressRequired: 'Please enter a pool address',
  lpAmountRequired: 'Please enter the LP amount to remove',
  poolStartTimeInvalid: 'Start time must be a valid UTC date and time',
  noQuote: 'No quote available',
  tokenNotFound: 'Token not found',
  couldNotLoadPools: 'Could not load pools',
  pleaseTryAgain: 'Please try again.',
  swapTitle: 'Swap Tokens',
  swapSubtitle: 'Easily Swap / Buy Your Tokens.',
  swapTokens: 'Swap Tokens',
  swapSuccessful: 'Swap Successful',
  swapFailed: 'Swap Failed',
  minimumReceived: 'Minimum Received',
  priceImpact: 'Price Impact',
  orderRouting: 'Order Routing',
  estimatedFees: 'Estimated Fees',
  showMore: 'show more',
} as const;

export type TextKey = keyof typeof TEXTS;
