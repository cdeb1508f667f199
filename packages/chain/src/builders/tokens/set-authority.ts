import { address, none, some, type Address, type Instruction, type Option } from '@solana/kit';
import { AuthorityType, getSetAuthorityInstruction, getUpdateTokenMetadataUpdateAuthorityInstruction } from '@solana-program/token-2022';
import { signerOf } from './signer.js';

/** The three authorities a user manages: mint, freeze, and metadata update ("update"). */
export type TokenAuthorityKind = 'mint' | 'freeze' | 'update';

export interface SetAuthorityInput {
  mint: string;
  /** The token program owning the mint (classic or Token-2022). */
  tokenProgram: string;
  kind: TokenAuthorityKind;
  /** The current holder, who signs. */
  currentAuthority: string;
  /** null revokes: nobody holds it again, ever. */
  newAuthority: string | null;
}

/**
 * Mint and freeze change by SetAuthority; "update" is the TokenMetadata update authority
 * (Token-2022 only), and setting it to none makes the token immutable.
 */
export function setAuthorityInstruction(input: SetAuthorityInput): Instruction {
  const owner = signerOf(input.currentAuthority);
  const mint = address(input.mint);
  const next: Option<Address> = input.newAuthority ? some(address(input.newAuthority)) : none();
  if (input.kind === 'update') {
    return getUpdateTokenMetadataUpdateAuthorityInstruction(
      { metadata: mint, updateAuthority: owner, newUpdateAuthority: next },
      { programAddress: address(input.tokenProgram) },
    );
  }
  return getSetAuthorityInstruction(
    {
      owned: mint,
      owner,
      authorityType: input.kind === 'mint' ? AuthorityType.MintTokens : AuthorityType.FreezeAccount,
      newAuthority: next,
    },
    { programAddress: address(input.tokenProgram) },
  );
}
