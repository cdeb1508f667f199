/**
 * Which mints a constant-product pool may hold (DESIGN.md 4). The pool credits reserves with
 * exactly what it was sent and pays out exactly what it quotes, and its vaults must stay under the
 * pool authority alone. A Token-2022 extension that changes what a vault receives, runs other
 * code on a transfer, or lets someone else move or freeze vault funds breaks that, so such mints
 * are refused before anything is built or stored.
 *
 * The rule is an allow-list: an extension not known to be harmless (including ones added to
 * Token-2022 after this was written) is refused, because the cost of wrongly refusing a token is a
 * message, and the cost of wrongly accepting one is people's money.
 */
import type { MintInfo } from '@toolkit/chain';

// TODO(shared texts): these messages are not in the spec's text table yet; they belong in
// LIQUIDITY_TEXTS (packages/shared) once added there.
export const UNPOOLABLE_TEXTS = {
  transferFee: 'Tokens with a transfer fee cannot be pooled: the pool would receive less than it is credited',
  transferHook: 'Tokens with a transfer hook cannot be pooled: another program runs on every transfer and can block or change what the pool receives',
  confidentialTransfer: "Tokens with confidential transfers cannot be pooled: confidential balances are invisible to the pool's reserves",
  nonTransferable: 'Non-transferable tokens cannot be pooled: they cannot move into or out of the pool',
  permanentDelegate: "Tokens with a permanent delegate cannot be pooled: the delegate could move the pool's funds at any time",
  frozenByDefault: "Tokens whose new accounts start frozen cannot be pooled: the pool's vault would be frozen",
  pausable: 'Pausable tokens cannot be pooled: the pause authority could stop every swap and withdrawal',
  unsupported: (extension: string) => `Tokens with the ${extension} extension cannot be pooled: the pool cannot vouch for how it moves funds`,
} as const;

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
  // Closing the mint is only possible at zero supply, i.e. when the vaults are empty anyway.
  'MintCloseAuthority',
  // Allowed only when new accounts start initialized (checked below).
  'DefaultAccountState',
  // Padding in the extension area, not an extension.
  'Uninitialized',
]);

/** Each refused extension's reason; both parts of a transfer-fee or confidential setup say the same. */
const REFUSED: Record<string, string> = {
  TransferFeeConfig: UNPOOLABLE_TEXTS.transferFee,
  ConfidentialTransferFee: UNPOOLABLE_TEXTS.transferFee,
  TransferHook: UNPOOLABLE_TEXTS.transferHook,
  ConfidentialTransferMint: UNPOOLABLE_TEXTS.confidentialTransfer,
  ConfidentialMintBurn: UNPOOLABLE_TEXTS.confidentialTransfer,
  NonTransferable: UNPOOLABLE_TEXTS.nonTransferable,
  PermanentDelegate: UNPOOLABLE_TEXTS.permanentDelegate,
  PausableConfig: UNPOOLABLE_TEXTS.pausable,
};

/**
 * Why this mint cannot be pooled, or null when it can. A freeze authority alone is not a reason:
 * most tokens keep one, and refusing them would refuse most tokens.
 */
export function poolRefusal(mint: Pick<MintInfo, 'extensions' | 'defaultAccountState'>): string | null {
  // The most specific reason first, whatever order the extensions are stored in.
  for (const extension of mint.extensions) {
    const reason = REFUSED[extension];
    if (reason) return reason;
  }
  if (mint.defaultAccountState === 'frozen') return UNPOOLABLE_TEXTS.frozenByDefault;
  const unknown = mint.extensions.find((extension) => !HARMLESS.has(extension));
  return unknown ? UNPOOLABLE_TEXTS.unsupported(unknown) : null;
}
