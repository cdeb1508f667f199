import { none, some, type Instruction } from '@solana/kit';
import { checkedAddress as address } from '@toolkit/chain';
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system';
import { getMintToInstruction } from '@solana-program/token';
import {
  getInitializeMetadataPointerInstruction,
  getInitializeMint2Instruction,
  getInitializeTokenMetadataInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import { mintSizeBeforeMetadata, mintSizeWithMetadata } from '@toolkit/chain';
import { poolAccounts } from './pool-accounts.ts';
import { createAccountIfMissing, depositInstructions, signerOf, tokenAccountOf, type PoolToken } from './pool-token.ts';

export interface InitPoolInput {
  /** The creator: pays fees and rent, deposits both sides, receives the LP tokens. */
  creator: string;
  /** The new pool authority's public key (the pool's address). */
  pool: string;
  /** A new key for the LP mint (signs once, at creation). */
  lpMint: string;
  lpDecimals: number;
  /** What wallets show for the LP token: "<BASE>-<QUOTE> LP" and its symbol. */
  lpName: string;
  lpSymbol: string;
  /** Rent-exempt lamports for the LP mint with its metadata (lpMintSize). */
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

/** Bytes of the LP mint once its metadata is written (its rent must cover this from the start). */
export const lpMintSize = (lpMint: string, name: string, symbol: string, pool: string): number =>
  mintSizeWithMetadata(lpMint, { name, symbol, uri: '', updateAuthority: pool });

/**
 * One transaction that creates the LP mint (Token-2022, named by its in-mint metadata; mint and
 * metadata authority: the pool), the two vaults and the
 * pool's LP account, deposits both sides (SOL wrapped on the way in), mints the creator's LP and
 * the locked minimum, and pays the creation fee to the treasury. Signers: creator, pool, LP mint.
 */
export async function initPoolInstructions(input: InitPoolInput): Promise<Instruction[]> {
  const lp: PoolToken = { mint: input.lpMint, program: TOKEN_2022_PROGRAM_ADDRESS, decimals: input.lpDecimals };
  const mint = address(input.lpMint);
  const accounts = await poolAccounts(input.pool, input.base, input.quote, lp);
  const creatorLpAccount = await tokenAccountOf(input.creator, lp);
  return [
    getCreateAccountInstruction({
      payer: signerOf(input.creator),
      newAccount: signerOf(input.lpMint),
      lamports: input.lpMintRent,
      space: mintSizeBeforeMetadata(input.lpMint),
      programAddress: TOKEN_2022_PROGRAM_ADDRESS,
    }),
    getInitializeMetadataPointerInstruction({ mint, authority: none(), metadataAddress: some(mint) }),
    getInitializeMint2Instruction({ mint, decimals: input.lpDecimals, mintAuthority: address(input.pool) }),
    getInitializeTokenMetadataInstruction({
      metadata: mint,
      updateAuthority: address(input.pool),
      mint,
      mintAuthority: signerOf(input.pool),
      name: input.lpName,
      symbol: input.lpSymbol,
      uri: '',
    }),
    createAccountIfMissing(input.creator, input.pool, accounts.baseVault, input.base),
    createAccountIfMissing(input.creator, input.pool, accounts.quoteVault, input.quote),
    ...(await depositInstructions(input.creator, input.base, accounts.baseVault, input.baseAmount)),
    ...(await depositInstructions(input.creator, input.quote, accounts.quoteVault, input.quoteAmount)),
    createAccountIfMissing(input.creator, input.creator, creatorLpAccount, lp),
    getMintToInstruction(
      { mint, token: creatorLpAccount, mintAuthority: signerOf(input.pool), amount: input.creatorLp },
      { programAddress: TOKEN_2022_PROGRAM_ADDRESS },
    ),
    createAccountIfMissing(input.creator, input.pool, accounts.lockedLpAccount, lp),
    getMintToInstruction(
      { mint, token: accounts.lockedLpAccount, mintAuthority: signerOf(input.pool), amount: input.lockedLp },
      { programAddress: TOKEN_2022_PROGRAM_ADDRESS },
    ),
    getTransferSolInstruction({ source: signerOf(input.creator), destination: address(input.treasury), amount: input.creationFee }),
    getTransferSolInstruction({ source: signerOf(input.creator), destination: address(input.pool), amount: input.operatingLamports }),
  ];
}
