/**
 * Which Token-2022 extensions a pool refuses, and why (pure rule; the refusal at POST
 * /liquidity/init against a real mint on chain is in liquidity.test.ts).
 */
import { errorMessage } from '@toolkit/shared';
import { describe, expect, it } from 'vitest';
import { poolRefusal } from './poolable-mint.ts';

const mint = (extensions: string[], defaultAccountState: 'initialized' | 'frozen' | null = null, freezeAuthority: string | null = null) => ({
  extensions,
  defaultAccountState,
  freezeAuthority,
});

describe('poolRefusal', () => {
  it.each([
    ['ConfidentialTransferFee', 'POOL_MINT_CONFIDENTIAL_TRANSFER_FEE'],
    ['TransferHook', 'POOL_MINT_TRANSFER_HOOK'],
    ['ConfidentialTransferMint', 'POOL_MINT_CONFIDENTIAL_TRANSFER'],
    ['NonTransferable', 'POOL_MINT_NON_TRANSFERABLE'],
    ['PermanentDelegate', 'POOL_MINT_PERMANENT_DELEGATE'],
    ['PausableConfig', 'POOL_MINT_PAUSABLE'],
  ] as const)('Given a mint with %s, when it is checked, then it cannot be pooled and the refusal is %s', (extension, code) => {
    expect(poolRefusal(mint(['MetadataPointer', extension, 'TokenMetadata']))).toEqual({ code });
  });

  it('Given a mint whose freeze authority is still set, when it is checked, then it is refused with what to do', () => {
    expect(poolRefusal(mint([], null, '11111111111111111111111111111111'))).toEqual({ code: 'POOL_MINT_FREEZE_AUTHORITY' });
    expect(errorMessage('POOL_MINT_FREEZE_AUTHORITY')).toMatch(/Revoke the freeze authority before creating a pool/);
  });

  it('Given new accounts start frozen, when the mint is checked, then it is refused; starting initialized is fine', () => {
    expect(poolRefusal(mint(['DefaultAccountState'], 'frozen'))).toEqual({ code: 'POOL_MINT_FROZEN_BY_DEFAULT' });
    expect(poolRefusal(mint(['DefaultAccountState'], 'initialized'))).toBeNull();
  });

  it('Given only display extensions (metadata, groups, interest-bearing, scaled UI), when the mint is checked, then it can be pooled', () => {
    expect(poolRefusal(mint([]))).toBeNull();
    expect(
      poolRefusal(
        mint(['MetadataPointer', 'TokenMetadata', 'InterestBearingConfig', 'ScaledUiAmountConfig', 'GroupMemberPointer', 'MintCloseAuthority']),
      ),
    ).toBeNull();
  });

  it('Given an extension the pool does not know to be harmless, when the mint is checked, then it is refused by name', () => {
    const refusal = poolRefusal(mint(['MetadataPointer', 'PermissionedBurn']));
    expect(refusal).toEqual({ code: 'POOL_MINT_EXTENSION_UNSUPPORTED', context: { extension: 'PermissionedBurn' } });
    expect(errorMessage(refusal!.code, refusal!.context)).toBe(
      'Tokens with the PermissionedBurn extension cannot be pooled: the pool cannot vouch for how it moves funds',
    );
  });

  it('Given a confidential transfer fee behind an unknown extension, when the mint is checked, then the specific reason wins', () => {
    expect(poolRefusal(mint(['SomethingNew', 'ConfidentialTransferFee']))).toEqual({ code: 'POOL_MINT_CONFIDENTIAL_TRANSFER_FEE' });
  });

  it('Given a mint with a transfer fee (and its metadata), when it is checked, then it can be pooled; with a freeze authority it still cannot', () => {
    expect(poolRefusal(mint(['TransferFeeConfig', 'MetadataPointer', 'TokenMetadata']))).toBeNull();
    expect(poolRefusal(mint(['TransferFeeConfig'], null, '11111111111111111111111111111111'))).toEqual({ code: 'POOL_MINT_FREEZE_AUTHORITY' });
  });
});
