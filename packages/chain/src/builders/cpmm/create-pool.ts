/**
 * Pool creation: CPMM's initialize creates the pool, its vaults, LP mint and observation
 * accounts, deposits both initial amounts, mints the creator's LP (100 fewer, locked for ever)
 * and takes the config's create-pool fee. The quote states the whole cost before signing.
 */
import type { Address, Instruction } from '@solana/kit';
import { extension, getTokenSize } from '@solana-program/token-2022';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import {
  findPoolAddresses,
  getInitializeInstruction,
  OBSERVATION_STATE_SIZE,
  POOL_STATE_SIZE,
  quoteInitialize,
  type InitialLpQuote,
  type TransferFee,
} from '@toolkit/programs/cpmm';
import { associatedTokenAddress } from '../tokens/associated-account.js';
import { rentExempt, TOKEN_ACCOUNT_SIZE } from './rent.js';
import { spendingAccount, WRAPPED_SOL_MINT } from './user-token-accounts.js';
import type { CpmmVenue, VenueConfig } from './venue.js';
import { userAddress, userSigner, type User } from './user.js';

export interface PoolMintInput {
  mint: Address;
  tokenProgram: Address;
  /** The Token-2022 transfer fee in force, null without one. */
  transferFee: TransferFee | null;
  /** What leaves the creator's wallet. */
  amount: bigint;
}

export interface CreatePoolInput {
  venue: CpmmVenue;
  config: VenueConfig;
  creator: User;
  sideA: PoolMintInput;
  sideB: PoolMintInput;
  /** Unix seconds; 0 opens the pool one second after creation. */
  openTime?: bigint;
}

export interface CreatePoolQuote extends InitialLpQuote {
  poolAddress: Address;
  lpMint: Address;
  token0Mint: Address;
  token1Mint: Address;
  createPoolFee: bigint;
  /** Rent of the pool, observation, both vaults, the LP mint and the creator's LP account. */
  rent: bigint;
}

const LP_MINT_SIZE = 82;

/** CPMM sizes a vault for its mint: room for the withheld fee on a transfer-fee mint. */
function vaultSize(side: PoolMintInput): number {
  return side.transferFee ? getTokenSize([extension('TransferFeeAmount', { withheldAmount: 0n })]) : TOKEN_ACCOUNT_SIZE;
}

export async function createPoolInstructions(input: CreatePoolInput): Promise<{ instructions: Instruction[]; quote: CreatePoolQuote }> {
  const { venue, config, creator } = input;
  const pool = await findPoolAddresses(config.address, input.sideA.mint, input.sideB.mint, venue.programAddress);
  const [side0, side1] = pool.token0Mint === input.sideA.mint ? [input.sideA, input.sideB] : [input.sideB, input.sideA];
  const initial = quoteInitialize(side0.amount, side1.amount, side0.transferFee, side1.transferFee);
  const rent =
    rentExempt(POOL_STATE_SIZE) +
    rentExempt(OBSERVATION_STATE_SIZE) +
    rentExempt(vaultSize(side0)) +
    rentExempt(vaultSize(side1)) +
    rentExempt(LP_MINT_SIZE) +
    rentExempt(TOKEN_ACCOUNT_SIZE);
  const wrap = (side: PoolMintInput) => (side.mint === WRAPPED_SOL_MINT ? side.amount : 0n);
  const token0 = await spendingAccount(creator, side0.mint, side0.tokenProgram, wrap(side0));
  const token1 = await spendingAccount(creator, side1.mint, side1.tokenProgram, wrap(side1));
  const initialize = getInitializeInstruction(
    {
      creator: userSigner(creator),
      ammConfig: config.address,
      authority: pool.authority,
      poolState: pool.poolState,
      token0Mint: pool.token0Mint,
      token1Mint: pool.token1Mint,
      lpMint: pool.lpMint,
      creatorToken0: token0.address,
      creatorToken1: token1.address,
      creatorLpToken: await associatedTokenAddress(userAddress(creator), pool.lpMint, TOKEN_PROGRAM_ADDRESS),
      token0Vault: pool.token0Vault,
      token1Vault: pool.token1Vault,
      createPoolFee: venue.createPoolFeeAccount,
      observationState: pool.observationState,
      token0Program: side0.tokenProgram,
      token1Program: side1.tokenProgram,
    },
    { initAmount0: side0.amount, initAmount1: side1.amount, openTime: input.openTime ?? 0n },
    venue.programAddress,
  );
  return {
    instructions: [...token0.before, ...token1.before, initialize, ...token0.after, ...token1.after],
    quote: {
      ...initial,
      poolAddress: pool.poolState,
      lpMint: pool.lpMint,
      token0Mint: pool.token0Mint,
      token1Mint: pool.token1Mint,
      createPoolFee: config.createPoolFee,
      rent,
    },
  };
}
