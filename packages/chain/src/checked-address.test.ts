import { address as kitAddress } from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { address } from './checked-address.js';

describe('checked addresses', () => {
  it('Given a valid address asked for twice, when it is checked, then both answers are the address kit gives', () => {
    const pool = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
    expect(address(pool)).toBe(kitAddress(pool));
    expect(address(pool)).toBe(pool);
  });

  it('Given a string that is not an address, when it is checked twice, then it is refused both times as kit refuses it', () => {
    const bad = 'not-an-address';
    expect(() => kitAddress(bad)).toThrow();
    expect(() => address(bad)).toThrow();
    expect(() => address(bad)).toThrow();
  });
});
