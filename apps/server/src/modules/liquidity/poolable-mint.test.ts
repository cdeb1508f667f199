/**
 * Which Token-2022 extensions a pool refuses, and why (pure rule; the refusal at POST
 * /liquidity/init against a real mint on chain is in liquidity.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { poolRefusal, UNPOOLABLE_TEXTS } from './poolable-mint.ts';

const mint = (extensions: string[], defaultAccountState: 'initialized' | 'frozen' | null = null) => ({ extensions, defaultAccountState });

describe('poolRefusal', () => {
  it.each([
    ['TransferFeeConfig', UNPOOLABLE_TEXTS.transferFee],
    ['TransferHook', UNPOOLABLE_TEXTS.transferHook],
    ['ConfidentialTransferMint', UNPOOLABLE_TEXTS.confidentialTransfer],
    ['NonTransferable', UNPOOLABLE_TEXTS.nonTransferable],
    ['PermanentDelegate', UNPOOLABLE_TEXTS.permanentDelegate],
    ['PausableConfig', UNPOOLABLE_TEXTS.pausable],
  ])('Given a mint with %s, then it cannot be pooled and the reason names it', (extension, reason) => {
    expect(poolRefusal(mint(['MetadataPointer', extension, 'TokenMetadata']))).toBe(reason);
  });

  it('Given new accounts start frozen, then the mint is refused; starting initialized is fine', () => {
    expect(poolRefusal(mint(['DefaultAccountState'], 'frozen'))).toBe(UNPOOLABLE_TEXTS.frozenByDefault);
    expect(poolRefusal(mint(['DefaultAccountState'], 'initialized'))).toBeNull();
  });

  it('Given only display extensions (metadata, groups, interest-bearing, scaled UI), then the mint can be pooled', () => {
    expect(poolRefusal(mint([]))).toBeNull();
    expect(poolRefusal(mint(['MetadataPointer', 'TokenMetadata', 'InterestBearingConfig', 'ScaledUiAmountConfig', 'GroupMemberPointer', 'MintCloseAuthority']))).toBeNull();
  });

  it('Given an extension the pool does not know to be harmless, then it is refused by name', () => {
    expect(poolRefusal(mint(['MetadataPointer', 'PermissionedBurn']))).toBe(UNPOOLABLE_TEXTS.unsupported('PermissionedBurn'));
  });

  it('Given a transfer fee behind an unknown extension, then the specific reason wins', () => {
    expect(poolRefusal(mint(['SomethingNew', 'TransferFeeConfig']))).toBe(UNPOOLABLE_TEXTS.transferFee);
  });
});
