import { address, generateKeyPair, getAddressFromPublicKey, getProgramDerivedAddress } from '@solana/kit';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEXTS } from '../texts.ts';
import { MAX_DISTRIBUTION_RECIPIENTS, parseRecipients } from './recipients-csv.ts';

const wallet = async () => getAddressFromPublicKey((await generateKeyPair()).publicKey);

describe('recipients CSV', () => {
  let a: string;
  let b: string;
  let pda: string;
  beforeAll(async () => {
    [a, b] = await Promise.all([wallet(), wallet()]);
    [pda] = await getProgramDerivedAddress({ programAddress: address('ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'), seeds: ['distribution'] });
  });

  it('Given lines with and without a header, when parsed, then amounts are exact base units at the token decimals with their line numbers', () => {
    const withHeader = parseRecipients(`address,amount\n${a},1.5\n\n${b},0.000001\n`, 6);
    expect(withHeader.errors).toEqual([]);
    expect(withHeader.rows).toEqual([
      { line: 2, address: a, amount: 1_500_000n },
      { line: 4, address: b, amount: 1n },
    ]);
    const bare = parseRecipients(`${a},2\r\n${b}, 3 `, 0);
    expect(bare.rows).toEqual([
      { line: 1, address: a, amount: 2n },
      { line: 2, address: b, amount: 3n },
    ]);
  });

  it('Given every kind of bad line, when parsed, then each is reported with its line and field and none becomes a row', () => {
    const text = [
      `wallet,amount`,
      `not-an-address,1`,
      `${a},abc`,
      `${a},1.1234567`,
      `${b},0`,
      `${b},1000000000000001`,
      `${pda},1`,
      `${a}`,
      `${a},1,2,3`,
    ].join('\n');
    const { rows, errors } = parseRecipients(text, 6);
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { line: 2, field: 'address', message: TEXTS.invalidAddress },
      { line: 3, field: 'amount', message: TEXTS.amountNotNumber },
      { line: 4, field: 'amount', message: TEXTS.amountTooPrecise(6) },
      { line: 5, field: 'amount', message: TEXTS.amountGreaterThanZero },
      { line: 6, field: 'amount', message: TEXTS.transferAmountTooLarge(1e15) },
      { line: 7, field: 'address', message: TEXTS.distributionOffCurve },
      { line: 8, field: 'amount', message: TEXTS.distributionLineShape },
      { line: 9, field: 'recipients', message: TEXTS.distributionLineShape },
    ]);
  });

  it('Given an amount that overflows 64 bits in base units, when parsed, then it is refused as too large', () => {
    const { errors } = parseRecipients(`${a},999999999999999`, 9);
    expect(errors).toEqual([{ line: 1, field: 'amount', message: TEXTS.amountAboveU64 }]);
  });

  it('Given a comma used as the decimal separator, quoted or not, when parsed, then it is refused and never read as 1', () => {
    const { rows, errors } = parseRecipients(`${a},1,5\n${b},"2,25"`, 6);
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { line: 1, field: 'amount', message: TEXTS.distributionCommaDecimal },
      { line: 2, field: 'amount', message: TEXTS.distributionCommaDecimal },
    ]);
  });

  it('Given the same address on three lines, when parsed, then one row carries the summed amount and the duplicate names every line', () => {
    const { rows, duplicates, errors } = parseRecipients(`${a},1\n${b},1\n${a},2.5\n${a},0.5`, 2);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { line: 1, address: a, amount: 400n },
      { line: 2, address: b, amount: 100n },
    ]);
    expect(duplicates).toEqual([{ address: a, lines: [1, 3, 4] }]);
  });

  it('Given more lines than the cap, when parsed, then the first line past it is reported', () => {
    const lines = Array.from({ length: MAX_DISTRIBUTION_RECIPIENTS + 1 }, () => `${a},1`);
    const { errors } = parseRecipients(`address,amount\n${lines.join('\n')}`, 0);
    expect(errors).toEqual([{ line: MAX_DISTRIBUTION_RECIPIENTS + 2, field: 'recipients', message: TEXTS.distributionTooManyRecipients(10_000) }]);
    expect(parseRecipients(lines.slice(1).join('\n'), 0).errors).toEqual([]);
    // 20,000 curve checks: slow on a busy machine, and not what this test measures.
  }, 60_000);

  it('Given only a header or nothing, when parsed, then it asks for recipients', () => {
    expect(parseRecipients('address,amount\n', 0).errors).toEqual([{ line: 1, field: 'recipients', message: TEXTS.distributionNoRecipients }]);
    expect(parseRecipients('  \n', 0).errors).toEqual([{ line: 1, field: 'recipients', message: TEXTS.distributionNoRecipients }]);
  });
});
