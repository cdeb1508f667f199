import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CPMM_ERRORS } from '../client/index.ts';

describe('CPMM error table', () => {
  it('Given the program’s error table (src/errors.h) and the client’s, when both are read, then they hold the same codes, names and words', () => {
    const header = readFileSync(new URL('../src/errors.h', import.meta.url), 'utf8');
    const program = Object.fromEntries(
      [...header.matchAll(/X\((\d+), (\w+), "((?:[^"\\]|\\.)*)"\)/g)].map(([, code, name, message]) => [Number(code), { name, message }]),
    );
    expect(Object.keys(program).length).toBeGreaterThan(20);
    expect(CPMM_ERRORS).toEqual(program);
    expect(CPMM_ERRORS[6005].name).toBe('ExceededSlippage');
    expect(CPMM_ERRORS[6000].name).toBe('NotApproved');
  });
});
