import { describe, expect, it } from 'vitest';
import { TEXTS } from '../texts.ts';
import { createTokenFieldsSchema, creationFeeLamports, creationOptionsOf } from './token-lifecycle.ts';
import { extensionConflict, withheldFee } from './token-extensions.ts';

const form = (extensions: object, over: object = {}) =>
  createTokenFieldsSchema.safeParse({
    name: 'Fee',
    symbol: 'FEE',
    decimals: '6',
    initialMint: '1000',
    extensions: JSON.stringify(extensions),
    ...over,
  });

describe('Token-2022 extensions in the creation form', () => {
  it('Given amounts, when the withheld fee is computed, then it is rounded up like the token program and capped at the maximum', () => {
    expect(withheldFee(100_000_000n, 100, 1_000_000_000n)).toBe(1_000_000n);
    expect(withheldFee(1n, 1, 10n)).toBe(1n);
    expect(withheldFee(10_000_000_000n, 5_000, 3n)).toBe(3n);
    expect(withheldFee(123n, 0, 10n)).toBe(0n);
  });

  it('Given two extensions, when the form is parsed, then each adds 0.1 SOL to the fee', () => {
    const parsed = form({ transferFee: { bps: 100, maxFee: 10 }, defaultFrozen: true });
    expect(parsed.success).toBe(true);
    expect(creationFeeLamports(creationOptionsOf(parsed.data!))).toBe(500_000_000n);
  });

  it('Given combinations that cannot work, when checked, then each names the field and says why', () => {
    expect(extensionConflict({ nonTransferable: true, transferFee: { bps: 1, maxFee: '1' } }, false)).toEqual({
      field: 'extensions.transferFee',
      message: TEXTS.nonTransferableWithFee,
    });
    expect(extensionConflict({ defaultFrozen: true }, true)?.message).toBe(TEXTS.defaultFrozenNeedsFreeze);
    const tooBig = form({ transferFee: { bps: 1, maxFee: '99999999999999' } });
    expect(tooBig.error?.issues[0]).toMatchObject({ message: TEXTS.transferFeeMaxTooLarge, path: ['extensions', 'transferFee', 'maxFee'] });
  });
});
