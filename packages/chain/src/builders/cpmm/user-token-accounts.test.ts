import { createAddressWithSeed, generateKeyPairSigner, type Address } from '@solana/kit';
import { getCreateAccountWithSeedInstructionDataEncoder } from '@solana-program/system';
import { getInitializeAccount3InstructionDataEncoder, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { describe, expect, it } from 'vitest';
import { createAccountWithSeedData, initializeAccount3Data, seededAddress, spendingAccount } from './user-token-accounts.js';

describe("the transaction's own wrapped-SOL account", () => {
  it('Given owners, seeds and both token programs, when the account is derived and its instructions written, then each is byte for byte what kit makes', async () => {
    for (const program of [TOKEN_PROGRAM_ADDRESS, TOKEN_2022_PROGRAM_ADDRESS] as Address[]) {
      for (const seed of ['0123456789abcdef0123456789abcdef', 'a', '']) {
        const owner = (await generateKeyPairSigner()).address;
        expect(seededAddress(owner, seed, program)).toBe(await createAddressWithSeed({ baseAddress: owner, seed, programAddress: program }));
        const lamports = 2_039_280n + 123_456_789_012n;
        expect(Buffer.from(createAccountWithSeedData(owner, seed, lamports, 165, program))).toEqual(
          Buffer.from(
            getCreateAccountWithSeedInstructionDataEncoder().encode({ base: owner, seed, amount: lamports, space: 165, programAddress: program }),
          ),
        );
        expect(Buffer.from(initializeAccount3Data(owner))).toEqual(Buffer.from(getInitializeAccount3InstructionDataEncoder().encode({ owner })));
      }
    }
  });

  it('Given one wallet, when it spends SOL in two transactions, then each opens an account of its own (two swaps in flight never contend for one)', async () => {
    const owner = (await generateKeyPairSigner()).address;
    const WSOL = 'So11111111111111111111111111111111111111112' as Address;
    const [first, second] = [
      await spendingAccount(owner, WSOL, TOKEN_PROGRAM_ADDRESS, 1n),
      await spendingAccount(owner, WSOL, TOKEN_PROGRAM_ADDRESS, 1n),
    ];
    expect(first.address).not.toBe(second.address);
    expect([first.before.length, first.after.length]).toEqual([2, 1]);
  });
});
