/**
 * Which mints a constant-product pool may hold (DESIGN.md 4). The pool's reserves are what its
 * vaults hold, and its vaults must stay under the pool authority alone. A Token-2022 extension
 * that runs other code on a transfer, hides balances, or lets someone else move or freeze vault
 * funds breaks that, so such mints are refused before anything is built or stored. A transfer fee
 * does not: the pool prices what its vault receives and the user what reaches their wallet, each
 * less the fee the token program withholds (pool-transfer-fees.ts).
 *
 * The rule is an allow-list: an extension not known to be harmless (including ones added to
 * Token-2022 after this was written) is refused, because the cost of wrongly refusing a token is a
 * message, and the cost of wrongly accepting one is people's money.
 */
import type { MintInfo } from '@toolkit/chain';
import type { ErrorCode, ErrorContext } from '@toolkit/shared';

/** Why a mint cannot be pooled: a code of the shared table (its message is the user's reason). */
export interface PoolRefusal {
  code: ErrorCode;
  context?: ErrorContext;
}

/** Extensions that leave base-unit transfers into and out of the vaults exactly as for a plain mint. */
const HARMLESS = new Set([
  // Name, symbol and uri, where they live: display only.
  'MetadataPointer',
  'TokenMetadata',
  'GroupPointer',
  'TokenGroup',
  'GroupMemberPointer',
  'TokenGroupMember',
  // Interest-bearing and scaled-UI mints change only the UI amount shown for a balance; transfers
  // and balances in base units (all the pool math uses) are untouched.
  'InterestBearingConfig',
  'ScaledUiAmountConfig',
  // A transfer fee is withheld in the receiving account, outside its balance: the vaults' balances
  // stay the reserves, and every pool transfer states the fee (TransferCheckedWithFee).
  'TransferFeeConfig',
  // Closing the mint is only possible at zero supply, i.e. when the vaults are empty anyway.
  'MintCloseAuthority',
  // Allowed only when new accounts start initialized (checked below).
  'DefaultAccountState',
  // Padding in the extension area, not an extension.
  'Uninitialized',
]);

/** Each refused extension's code; both parts of a confidential setup say the same. */
const REFUSED: Record<string, ErrorCode> = {
  ConfidentialTransferFee: 'POOL_MINT_CONFIDENTIAL_TRANSFER_FEE',
  TransferHook: 'POOL_MINT_TRANSFER_HOOK',
  ConfidentialTransferMint: 'POOL_MINT_CONFIDENTIAL_TRANSFER',
  ConfidentialMintBurn: 'POOL_MINT_CONFIDENTIAL_TRANSFER',
  NonTransferable: 'POOL_MINT_NON_TRANSFERABLE',
  PermanentDelegate: 'POOL_MINT_PERMANENT_DELEGATE',
  PausableConfig: 'POOL_MINT_PAUSABLE',
};

/**
 * Why this mint cannot be pooled, or null when it can. A freeze authority is a reason: its holder
 * could freeze the pool's vault and lock every liquidity provider's funds.
 */
export function poolRefusal(mint: Pick<MintInfo, 'extensions' | 'defaultAccountState' | 'freezeAuthority'>): PoolRefusal | null {
  // The most specific reason first, whatever order the extensions are stored in.
  for (const extension of mint.extensions) {
    const code = REFUSED[extension];
    if (code) return { code };
  }
  if (mint.defaultAccountState === 'frozen') return { code: 'POOL_MINT_FROZEN_BY_DEFAULT' };
  if (mint.freezeAuthority) return { code: 'POOL_MINT_FREEZE_AUTHORITY' };
  const unknown = mint.extensions.find((extension) => !HARMLESS.has(extension));
  return unknown ? { code: 'POOL_MINT_EXTENSION_UNSUPPORTED', context: { extension: unknown } } : null;
}
