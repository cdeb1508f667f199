import type { Address, Base64EncodedDataResponse, GetMultipleAccountsApi, Rpc } from '@solana/kit';
import { address, getBase64Encoder, isSome } from '@solana/kit';
import { getMintDecoder as getClassicMintDecoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { AccountState, getMintDecoder as getToken2022MintDecoder, isExtension, TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import type { MintInfo, OnChainTokenMetadata } from './mint-info.js';

/** getMultipleAccounts answers at most 100 keys per call on every public RPC. */
const BATCH = 100;
/** A classic SPL mint is exactly this long; a Token-2022 mint with extensions is longer. */
const CLASSIC_MINT_SIZE = 82;

/**
 * Reads mints in batches of getMultipleAccounts and decodes them for either token program.
 * The answer is aligned with `mints`: null where the account does not exist or is not a mint.
 */
export async function readMints(rpc: Rpc<GetMultipleAccountsApi>, mints: readonly string[]): Promise<Array<MintInfo | null>> {
  const out: Array<MintInfo | null> = [];
  for (let i = 0; i < mints.length; i += BATCH) {
    const chunk = mints.slice(i, i + BATCH).map((m) => address(m));
    const { value } = await rpc.getMultipleAccounts(chunk, { encoding: 'base64', commitment: 'confirmed' }).send();
    value.forEach((account, j) => {
      out.push(account ? decodeMintAccount(chunk[j]!, account) : null);
    });
  }
  return out;
}

/** One mint, or null when there is none at that address. */
export async function readMint(rpc: Rpc<GetMultipleAccountsApi>, mint: string): Promise<MintInfo | null> {
  const [info] = await readMints(rpc, [mint]);
  return info ?? null;
}

interface RawAccount {
  owner: Address;
  lamports: bigint;
  data: Base64EncodedDataResponse;
}

/** A mint account's bytes decoded for either token program; null when it is not an initialized mint. */
export function decodeMintAccount(mint: Address, account: RawAccount): MintInfo | null {
  const bytes = getBase64Encoder().encode(account.data[0]) as Uint8Array;
  try {
    if (account.owner === TOKEN_PROGRAM_ADDRESS) {
      if (bytes.length !== CLASSIC_MINT_SIZE) return null;
      const m = getClassicMintDecoder().decode(bytes);
      if (!m.isInitialized) return null;
      return {
        address: mint,
        program: 'spl-token',
        programId: TOKEN_PROGRAM_ADDRESS,
        decimals: m.decimals,
        supply: m.supply,
        mintAuthority: isSome(m.mintAuthority) ? m.mintAuthority.value : null,
        freezeAuthority: isSome(m.freezeAuthority) ? m.freezeAuthority.value : null,
        metadataAddress: null,
        metadata: null,
        extensions: [],
        transferFeeConfig: null,
        defaultAccountState: null,
        dataLength: bytes.length,
        lamports: account.lamports,
      };
    }
    if (account.owner === TOKEN_2022_PROGRAM_ADDRESS) {
      // Token accounts are 165 bytes + account type; mints are 82 bytes or 166+ with the type byte 1.
      if (bytes.length !== CLASSIC_MINT_SIZE && (bytes.length <= 165 || bytes[165] !== 1)) return null;
      const m = getToken2022MintDecoder().decode(bytes);
      if (!m.isInitialized) return null;
      const extensions = isSome(m.extensions) ? m.extensions.value : [];
      let metadataAddress: string | null = null;
      let metadata: OnChainTokenMetadata | null = null;
      let defaultAccountState: MintInfo['defaultAccountState'] = null;
      let transferFeeConfig: MintInfo['transferFeeConfig'] = null;
      for (const ext of extensions) {
        if (isExtension('MetadataPointer', ext)) {
          metadataAddress = isSome(ext.metadataAddress) ? ext.metadataAddress.value : null;
        } else if (isExtension('TokenMetadata', ext)) {
          metadata = {
            name: ext.name,
            symbol: ext.symbol,
            uri: ext.uri,
            updateAuthority: isSome(ext.updateAuthority) ? ext.updateAuthority.value : null,
            additionalMetadata: Object.fromEntries(ext.additionalMetadata),
          };
        } else if (isExtension('TransferFeeConfig', ext)) {
          transferFeeConfig = { olderTransferFee: ext.olderTransferFee, newerTransferFee: ext.newerTransferFee };
        } else if (isExtension('DefaultAccountState', ext)) {
          defaultAccountState = ext.state === AccountState.Frozen ? 'frozen' : 'initialized';
        }
      }
      return {
        address: mint,
        program: 'spl-token-2022',
        programId: TOKEN_2022_PROGRAM_ADDRESS,
        decimals: m.decimals,
        supply: m.supply,
        mintAuthority: isSome(m.mintAuthority) ? m.mintAuthority.value : null,
        freezeAuthority: isSome(m.freezeAuthority) ? m.freezeAuthority.value : null,
        metadataAddress,
        metadata,
        extensions: extensions.map((ext) => ext.__kind),
        transferFeeConfig,
        defaultAccountState,
        dataLength: bytes.length,
        lamports: account.lamports,
      };
    }
  } catch {
    // Bytes that do not decode as a mint: not a mint, as far as callers are concerned.
    return null;
  }
  return null;
}
