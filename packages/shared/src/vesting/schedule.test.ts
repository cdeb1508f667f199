import { describe, expect, it } from 'vitest';
import { checkVestingSchedule, unlockCurve, VESTING_TEXTS } from './schedule.ts';
import { parseVestingRows } from './schedules-csv.ts';

const NOW = 1_800_000_000n;
const at = (s: bigint) => new Date(Number(s) * 1000).toISOString();
const input = (overrides: Record<string, string | number> = {}) => ({
  amount: '1000',
  startTime: at(NOW),
  cliffTime: at(NOW + 100n),
  cliffAmount: '400',
  frequencySeconds: 10,
  numberOfPeriods: 3,
  ...overrides,
});
const WALLET = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';

describe('checkVestingSchedule', () => {
  it('Given a schedule that adds up, when checked, then it answers the lock program parameters in base units and seconds', () => {
    const r = checkVestingSchedule(input(), 6, NOW);
    expect(r).toEqual({
      ok: true,
      params: {
        total: 1_000_000_000n,
        vestingStartTime: NOW,
        cliffTime: NOW + 100n,
        frequency: 10n,
        cliffUnlockAmount: 400_000_000n,
        amountPerPeriod: 200_000_000n,
        numberOfPeriod: 3n,
      },
    });
  });

  it.each([
    [{ cliffTime: at(NOW) }, 'cliffTime', VESTING_TEXTS.cliffInPast],
    [{ cliffTime: at(NOW - 1n), startTime: at(NOW - 10n) }, 'cliffTime', VESTING_TEXTS.cliffInPast],
    [{ startTime: at(NOW + 200n) }, 'cliffTime', VESTING_TEXTS.cliffBeforeStart],
    [{ numberOfPeriods: 0 }, 'numberOfPeriods', VESTING_TEXTS.periodsInvalid],
    [{ numberOfPeriods: '1.5' }, 'numberOfPeriods', VESTING_TEXTS.periodsInvalid],
    [{ frequencySeconds: 0 }, 'frequencySeconds', VESTING_TEXTS.frequencyInvalid],
    [{ cliffAmount: '1001' }, 'cliffAmount', VESTING_TEXTS.cliffAboveAmount],
    [{ startTime: 'tomorrow' }, 'startTime', VESTING_TEXTS.timeInvalid],
  ])('Given %o, when checked, then the field %s is named', (overrides, field, message) => {
    expect(checkVestingSchedule(input(overrides), 6, NOW)).toEqual({ ok: false, errors: [{ field, message }] });
  });

  it('Given amounts that do not split into equal periods, when checked, then the amount is named with the remainder', () => {
    const r = checkVestingSchedule(input({ amount: '1000', cliffAmount: '0', numberOfPeriods: 3 }), 0, NOW);
    expect(r).toEqual({ ok: false, errors: [{ field: 'amount', message: VESTING_TEXTS.notAddingUp('1000', '3') }] });
  });

  it('Given a schedule, when its curve is drawn, then it steps at the cliff and at the end of each period up to the total', () => {
    const r = checkVestingSchedule(input(), 0, NOW);
    if (!r.ok) throw new Error('expected ok');
    expect(unlockCurve(r.params)).toEqual([
      { time: NOW, unlocked: 0n },
      { time: NOW + 100n, unlocked: 400n },
      { time: NOW + 110n, unlocked: 600n },
      { time: NOW + 120n, unlocked: 800n },
      { time: NOW + 130n, unlocked: 1000n },
    ]);
  });
});

describe('parseVestingRows', () => {
  const shared = { startTime: at(NOW), cliffTime: at(NOW + 100n), cliffPercent: '25', frequencySeconds: 10, numberOfPeriods: 3 };

  it('Given rows with the shared schedule, when parsed, then each first unlock is the percentage raised so the rest splits evenly', () => {
    const r = parseVestingRows(`address,amount\n${WALLET},100\n${WALLET},7`, 0, shared, NOW);
    expect(r.errors).toEqual([]);
    expect(r.rows.map((x) => [x.line, x.params.cliffUnlockAmount, x.params.amountPerPeriod])).toEqual([
      [2, 25n, 25n],
      [3, 1n, 2n],
    ]);
  });

  it('Given per-row columns in the header, when parsed, then a row overrides the shared schedule', () => {
    const r = parseVestingRows(`address,amount,cliffAmount,numberOfPeriods\n${WALLET},100,10,9`, 0, shared, NOW);
    expect(r.rows[0]!.params).toMatchObject({ cliffUnlockAmount: 10n, amountPerPeriod: 10n, numberOfPeriod: 9n });
  });

  it('Given bad lines, when parsed, then each is named with its line and field', () => {
    const r = parseVestingRows(`${WALLET},100\nnope,100\n${WALLET},x\n${WALLET},100,1\n\n${WALLET},0`, 0, shared, NOW);
    expect(r.errors.map((e) => [e.line, e.field])).toEqual([
      [2, 'address'],
      [3, 'amount'],
      [4, 'recipients'],
      [6, 'amount'],
    ]);
    expect(r.rows).toHaveLength(1);
  });

  it('Given an unknown column, when parsed, then the header line says which', () => {
    expect(parseVestingRows(`address,amount,colour\n${WALLET},1,red`, 0, shared, NOW).errors[0]).toMatchObject({ line: 1, field: 'recipients' });
  });

  it('Given 10,001 rows, when parsed, then line 10,001 is refused', () => {
    const text = Array.from({ length: 10_001 }, () => `${WALLET},1`).join('\n');
    expect(parseVestingRows(text, 0, { ...shared, cliffPercent: '100' }, NOW).errors).toEqual([
      { line: 10_001, field: 'recipients', message: 'At most 10,000 recipients per distribution' },
    ]);
  }, 60_000);
});
