import { address, none, some, type Instruction } from '@solana/kit';
import { getCreateAccountInstruction } from '@solana-program/system';
import {
  AuthorityType,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMetadataPointerInstruction,
  getInitializeMint2Instruction,
  getInitializeTokenMetadataInstruction,
  getMintToCheckedInstruction,
  getSetAuthorityInstruction,
  getThawAccountInstruction,
  getUpdateTokenMetadataUpdateAuthorityInstruction,
  TOKEN_2022_PROGRAM_ADDRESS,
} from '@solana-program/token-2022';
import { associatedTokenAddress } from './associated-account.js';
import { mintExtensionArgs, mintExtensionInstructions, type MintExtensionChoice } from './mint-extensions.js';
import { mintSizeBeforeMetadata } from './mint-size.js';
import { signerOf } from './signer.js';

export interface CreateTokenInput {
  /** The creator's wallet: pays, becomes mint/freeze/update authority and receives the supply. */
  creator: string;
  /** The new mint's address (its key signs at submission). */
  mint: string;
  decimals: number;
  name: string;
  symbol: string;
  uri: string;
  /** Base units minted to the creator's associated account. */
  initialSupply: bigint;
  /** Rent for the mint's final size, metadata included (see mintSizeWithMetadata). */
  mintLamports: bigint;
  revoke: { mint: boolean; freeze: boolean; update: boolean };
  /** Token-2022 extensions; the creator holds their authorities. */
  extensions?: MintExtensionChoice;
}

/**
 * A Token-2022 mint whose MetadataPointer points at itself and whose TokenMetadata (name, symbol,
 * uri) lives in the mint, the initial supply in the creator's account, then the chosen revokes.
 * Nobody holds the pointer's authority, so metadata can never be redirected elsewhere.
 */
export async function createTokenInstructions(input: CreateTokenInput): Promise<Instruction[]> {
  const creator = signerOf(input.creator);
  const mintSigner = signerOf(input.mint);
  const mint = address(input.mint);
  const ata = address(await associatedTokenAddress(input.creator, input.mint, TOKEN_2022_PROGRAM_ADDRESS));
  const extensions = input.extensions ?? {};
  const instructions: Instruction[] = [
    getCreateAccountInstruction({
      payer: creator,
      newAccount: mintSigner,
      lamports: input.mintLamports,
      space: mintSizeBeforeMetadata(input.mint, mintExtensionArgs(extensions, input.creator)),
      programAddress: TOKEN_2022_PROGRAM_ADDRESS,
    }),
    getInitializeMetadataPointerInstruction({ mint, authority: none(), metadataAddress: some(mint) }),
    ...mintExtensionInstructions(input.mint, input.creator, extensions),
    getInitializeMint2Instruction({
      mint,
      decimals: input.decimals,
      mintAuthority: creator.address,
      freezeAuthority: some(creator.address),
    }),
    getInitializeTokenMetadataInstruction({
      metadata: mint,
      updateAuthority: creator.address,
      mint,
      mintAuthority: creator,
      name: input.name,
      symbol: input.symbol,
      uri: input.uri,
    }),
    getCreateAssociatedTokenIdempotentInstruction({
      payer: creator,
      ata,
      owner: creator.address,
      mint,
      tokenProgram: TOKEN_2022_PROGRAM_ADDRESS,
    }),
    // A frozen-by-default mint freezes the creator's account too: thaw it to receive the supply.
    ...(extensions.defaultFrozen ? [getThawAccountInstruction({ account: ata, mint, owner: creator })] : []),
    getMintToCheckedInstruction({
      mint,
      token: ata,
      mintAuthority: creator,
      amount: input.initialSupply,
      decimals: input.decimals,
    }),
  ];
  if (input.revoke.mint) {
    instructions.push(getSetAuthorityInstruction({ owned: mint, owner: creator, authorityType: AuthorityType.MintTokens, newAuthority: none() }));
  }
  if (input.revoke.freeze) {
    instructions.push(getSetAuthorityInstruction({ owned: mint, owner: creator, authorityType: AuthorityType.FreezeAccount, newAuthority: none() }));
  }
  if (input.revoke.update) {
    instructions.push(getUpdateTokenMetadataUpdateAuthorityInstruction({ metadata: mint, updateAuthority: creator, newUpdateAuthority: none() }));
  }
  return instructions;
}
