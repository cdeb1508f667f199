import { address, type Instruction } from '@solana/kit';
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import { getInitializeMint2Instruction, getMintSize, getMintToInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { poolAccounts } from './pool-accounts.js';
import { createAccountIfMissing, depositInstructions, signerOf, tokenAccountOf, type PoolToken } from './pool-token.js';

export interface InitPoolInput {
  /** The creator: pays fees and rent, deposits both sides, receives the LP tokens. */
  creator: string;
  /** The new pool authority's public key (the pool's address). */
  pool: string;
  /** A new key for the LP mint (signs once, at creation). */
  lpMint: string;
  lpDecimals: number;
  /** Rent-exempt lamports for a classic mint account. */
  lpMintRent: bigint;
  base: PoolToken;
  quote: PoolToken;
  baseAmount: bigint;
  quoteAmount: bigint;
  /** LP minted to the creator and to the pool's own account (locked forever). */
  creatorLp: bigint;
  lockedLp: bigint;
  treasury: string;
  creationFee: bigint;
  /** SOL the pool authority keeps for the network fees of its own payments (price improvements). */
  operatingLamports: bigint;
}

/**
 * One transaction that creates the LP mint (mint authority: the pool), the two vaults and the
 * pool's LP account, deposits both sides (SOL wrapped on the way in), mints the creator's LP and
 * the locked minimum, and pays the creation fee to the treasury. Signers: creator, pool, LP mint.
 */
export async function initPoolInstructions(input: InitPoolInput): Promise<Instruction[]> {
  const lp: PoolToken = { mint: input.lpMint, program: TOKEN_PROGRAM_ADDRESS, decimals: input.lpDecimals };
  const accounts = await poolAccounts(input.pool, input.base, input.quote, lp);
  const creatorLpAccount = await tokenAccountOf(input.creator, lp);
  return [
    getCreateAccountInstruction({
      payer: signerOf(input.creator),
      newAccount: signerOf(input.lpMint),
      lamports: input.lpMintRent,
      space: getMintSize(),
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({ mint: address(input.lpMint), decimals: input.lpDecimals, mintAuthority: address(input.pool) }),
    createAccountIfMissing(input.creator, input.pool, accounts.baseVault, input.base),
    createAccountIfMissing(input.creator, input.pool, accounts.quoteVault, input.quote),
    ...(await depositInstructions(input.creator, input.base, accounts.baseVault, input.baseAmount)),
    ...(await depositInstructions(input.creator, input.quote, accounts.quoteVault, input.quoteAmount)),
    createAccountIfMissing(input.creator, input.creator, creatorLpAccount, lp),
    getMintToInstruction({ mint: address(input.lpMint), token: creatorLpAccount, mintAuthority: signerOf(input.pool), amount: input.creatorLp }),
    createAccountIfMissing(input.creator, input.pool, accounts.lockedLpAccount, lp),
    getMintToInstruction({
      mint: address(input.lpMint),
      token: accounts.lockedLpAccount,
      mintAuthority: signerOf(input.pool),
      amount: input.lockedLp,
    }),
    getTransferSolInstruction({ source: signerOf(input.creator), destination: address(input.treasury), amount: input.creationFee }),
    getTransferSolInstruction({ source: signerOf(input.creator), destination: address(input.pool), amount: input.operatingLamports }),
  ];
}
