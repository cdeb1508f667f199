import { address, none, some } from '@solana/kit';
import { getMintSize, type ExtensionArgs } from '@solana-program/token-2022';

export interface MetadataFields {
  name: string;
  symbol: string;
  uri: string;
  updateAuthority: string | null;
  additionalMetadata?: Record<string, string>;
}

const pointer = (mint: string): ExtensionArgs => ({
  __kind: 'MetadataPointer',
  authority: none(),
  metadataAddress: some(address(mint)),
});

const tokenMetadata = (mint: string, m: MetadataFields): ExtensionArgs => ({
  __kind: 'TokenMetadata',
  updateAuthority: m.updateAuthority ? some(address(m.updateAuthority)) : none(),
  mint: address(mint),
  name: m.name,
  symbol: m.symbol,
  uri: m.uri,
  additionalMetadata: new Map(Object.entries(m.additionalMetadata ?? {})),
});

/** Bytes allocated when the mint account is created: the fixed-size extensions only. */
export const mintSizeBeforeMetadata = (mint: string, extensions: ExtensionArgs[] = []): number => getMintSize([pointer(mint), ...extensions]);

/**
 * Bytes of the mint once its TokenMetadata is written. The account must hold rent for this size
 * from the start: the token program grows the account while initialising or updating metadata and
 * refuses when the lamports do not cover the new size.
 */
export const mintSizeWithMetadata = (mint: string, metadata: MetadataFields, extensions: ExtensionArgs[] = []): number =>
  getMintSize([pointer(mint), ...extensions, tokenMetadata(mint, metadata)]);
