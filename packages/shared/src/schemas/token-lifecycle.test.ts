import { describe, expect, it } from 'vitest';
import { createTokenFieldsSchema, creationFeeLamports, tokenAmount } from './token-lifecycle.ts';

const none = { customCreator: false, team: false, tokenomics: false, roadmap: false, revokeFreeze: false, revokeUpdate: false, revokeMint: false };

describe('creation fee', () => {
  it('Given no, some or all options, when the fee is computed, then it is 0.3 SOL plus 0.1 SOL per chosen option', () => {
    expect(creationFeeLamports(none)).toBe(300_000_000n);
    expect(creationFeeLamports({ ...none, customCreator: true, tokenomics: true, revokeFreeze: true })).toBe(600_000_000n);
    expect(
      creationFeeLamports({
        customCreator: true,
        team: true,
        tokenomics: true,
        roadmap: true,
        revokeFreeze: true,
        revokeUpdate: true,
        revokeMint: true,
      }),
    ).toBe(1_000_000_000n);
  });
});

describe('token amounts', () => {
  it('Given decimal text, when converted at the mint decimals, then valid amounts are exact and the rest get the spec message', () => {
    expect(tokenAmount('1.5', 6)).toBe(1_500_000n);
    expect(tokenAmount('0.000000001', 9)).toBe(1n);
    expect(tokenAmount('1.1234567', 6)).toBe('This token has 6 decimals: use at most 6 digits after the point');
    expect(tokenAmount('0', 6)).toBe('Amount should be greater than 0');
    expect(tokenAmount('-1', 6)).toBe('Amount must be a number');
    expect(tokenAmount('1e5', 6)).toBe('Amount must be a number');
    expect(tokenAmount('1000000000000001', 0)).toBe('Amount is above the 1e15 limit');
  });
});

describe('creation form', () => {
  const base = { name: 'Rocket', symbol: 'RJ', decimals: '6', initialMint: '1000' };
  it('Given text fields, flags and JSON lists as a browser sends them, when parsed, then they become typed values', () => {
    const r = createTokenFieldsSchema.parse({ ...base, revokeFreeze: 'true', tags: '["a","b"]', tokenomics: '[{"title":"Team","percentage":"20"}]' });
    expect(r).toMatchObject({
      name: 'Rocket',
      decimals: 6,
      revokeFreeze: true,
      revokeMint: false,
      tags: ['a', 'b'],
      tokenomics: [{ title: 'Team', percentage: 20 }],
    });
  });
  it.each([
    [{ ...base, name: '' }, 'Please enter a token name'],
    [{ ...base, decimals: '10' }, 'Decimals must be a whole number between 0 and 9'],
    [{ ...base, initialMint: '18446744073709.551616' }, 'The supply does not fit in a token account at these decimals'],
    [{ ...base, roadmap: '[{"id":1,"title":"Launch","percentage":101}]' }, 'Percentage should between 0 and 100'],
    [{ ...base, team: '[{"id":1,"name":"Ann"}]' }, 'Job Title is required'],
    [{ ...base, tags: 'not json' }, 'The tags list is not valid'],
    [{ ...base, website: 'javascript:alert(1)' }, 'Please enter a valid http(s) URL'],
  ])('Given %o, when parsed, then it is refused with its message', (input, message) => {
    const r = createTokenFieldsSchema.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(message);
  });
});
