/** What a mint account says about its token, whichever token program owns it. */
export type TokenProgramName = 'spl-token' | 'spl-token-2022';

export interface OnChainTokenMetadata {
  name: string;
  symbol: string;
  uri: string;
  /** null once the metadata is immutable (update authority set to none). */
  updateAuthority: string | null;
  /** Extra key/value fields stored on the mint (TokenMetadata additional_metadata). */
  additionalMetadata: Record<string, string>;
}

/** One of a transfer-fee mint's two fees, as the token program stores it. */
export interface TransferFeeAtEpoch {
  epoch: bigint;
  maximumFee: bigint;
  transferFeeBasisPoints: number;
}

export interface TransferFeeConfig {
  olderTransferFee: TransferFeeAtEpoch;
  newerTransferFee: TransferFeeAtEpoch;
}

export interface MintInfo {
  address: string;
  program: TokenProgramName;
  /** The owning program's address (needed to build instructions for this mint). */
  programId: string;
  decimals: number;
  /** Base units. */
  supply: bigint;
  mintAuthority: string | null;
  freezeAuthority: string | null;
  /** The MetadataPointer's target, when the mint has one (Token-2022 only). */
  metadataAddress: string | null;
  /** TokenMetadata stored in the mint itself (Token-2022); null for classic SPL mints. */
  metadata: OnChainTokenMetadata | null;
  /**
   * The Token-2022 extensions on the mint, by the codec's names ('TransferFeeConfig',
   * 'MetadataPointer', ...); empty for classic mints. Callers decide which ones they accept.
   */
  extensions: string[];
  /** TransferFeeConfig's two fees (the newer applies from its epoch on), when the mint has one. */
  transferFeeConfig: TransferFeeConfig | null;
  /** DefaultAccountState's state for new token accounts, when the mint has that extension. */
  defaultAccountState: 'initialized' | 'frozen' | null;
  /** Account size in bytes and lamports held (rent planning for metadata updates). */
  dataLength: number;
  lamports: bigint;
}
