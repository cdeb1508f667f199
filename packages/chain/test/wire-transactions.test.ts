/**
 * The transaction compiler and decoder the server uses on every build and submission write and
 * read exactly kit's bytes: legacy and v0 messages, one or several signers, instructions without
 * accounts or data, lengths past one compact-u16 byte, and signed or unsigned wire transactions.
 */
import {
  AccountRole,
  appendTransactionMessageInstructions,
  compileTransaction as kitCompileTransaction,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  partiallySignTransaction,
  type Address,
  type Blockhash,
  type Instruction,
} from '@solana/kit';
import { describe, expect, it } from 'vitest';
import { compileTransaction, decodeTransaction } from '../src/index.js';

const base58 = getBase58Decoder();
const randomAddress = () => base58.decode(crypto.getRandomValues(new Uint8Array(32))) as Address;
const blockhash = () => base58.decode(crypto.getRandomValues(new Uint8Array(32))) as Blockhash;

function message(version: 'legacy' | 0, feePayer: Address, instructions: Instruction[]) {
  return pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: blockhash(), lastValidBlockHeight: 1234n }, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
}

describe.each(['legacy', 0] as const)('compiling and decoding %s transactions', (version) => {
  it('Given a swap-shaped message (a compute budget, ATA creation, the program with a dozen accounts), When compiled, Then the bytes, signers and lifetime are kit’s', () => {
    const payer = randomAddress();
    const [program, tokenProgram, pool] = [randomAddress(), randomAddress(), randomAddress()];
    const accounts = Array.from({ length: 12 }, (_, i) => ({
      address: i === 0 ? payer : i === 3 ? pool : randomAddress(),
      role: (i % 4) as AccountRole,
    }));
    const m = message(version, payer, [
      { programAddress: randomAddress(), data: Uint8Array.of(2, 0x40, 0x0d, 3, 0) },
      {
        programAddress: tokenProgram,
        accounts: [
          { address: payer, role: AccountRole.WRITABLE_SIGNER },
          { address: pool, role: AccountRole.READONLY },
        ],
      },
      { programAddress: program, accounts, data: crypto.getRandomValues(new Uint8Array(24)) },
      { programAddress: tokenProgram },
    ]);
    const ours = compileTransaction(m);
    const kit = kitCompileTransaction(m);
    expect(Buffer.from(ours.messageBytes)).toEqual(Buffer.from(kit.messageBytes));
    expect(ours.signatures).toEqual(kit.signatures);
    expect(ours.lifetimeConstraint).toEqual(kit.lifetimeConstraint);
  });

  it('Given 200 random messages (accounts shared between instructions with any roles, programs also read as accounts, upper- and lower-case addresses), When compiled, Then the bytes are kit’s', () => {
    const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
    for (let n = 0; n < 200; n++) {
      const payer = randomAddress();
      const pool = [payer, ...Array.from({ length: 10 }, randomAddress)];
      const programs = Array.from({ length: 3 }, randomAddress);
      const instructions: Instruction[] = Array.from({ length: 1 + Math.floor(Math.random() * 5) }, () => ({
        programAddress: pick(programs),
        accounts: Array.from({ length: Math.floor(Math.random() * 6) }, () =>
          Math.random() < 0.1
            ? { address: pick(programs), role: AccountRole.READONLY }
            : { address: pick(pool), role: pick([0, 1, 2, 3]) as AccountRole },
        ),
        data: Uint8Array.of(n & 0xff),
      }));
      const m = message(version, payer, instructions);
      expect(Buffer.from(compileTransaction(m).messageBytes)).toEqual(Buffer.from(kitCompileTransaction(m).messageBytes));
    }
  });

  it('Given an invoked program also named writable, When compiled, Then kit’s refusal is thrown', () => {
    const [payer, program] = [randomAddress(), randomAddress()];
    const m = message(version, payer, [{ programAddress: program, accounts: [{ address: program, role: AccountRole.WRITABLE }] }]);
    expect(() => compileTransaction(m)).toThrow(/writable/i);
  });

  it('Given 60 accounts and 300 bytes of data (a compact length of two bytes), When compiled, Then the bytes are kit’s', () => {
    const payer = randomAddress();
    const accounts = Array.from({ length: 60 }, () => ({ address: randomAddress(), role: AccountRole.WRITABLE }));
    const m = message(version, payer, [{ programAddress: randomAddress(), accounts, data: new Uint8Array(300).fill(7) }]);
    expect(Buffer.from(compileTransaction(m).messageBytes)).toEqual(Buffer.from(kitCompileTransaction(m).messageBytes));
  });

  it('Given a transaction of two signers, one signed and one not, When its wire bytes are decoded, Then the message and signatures by signer are kit’s', async () => {
    const [payer, cosigner] = [await generateKeyPairSigner(), await generateKeyPairSigner()];
    const m = message(version, payer.address, [
      {
        programAddress: randomAddress(),
        accounts: [
          { address: payer.address, role: AccountRole.WRITABLE_SIGNER },
          { address: cosigner.address, role: AccountRole.READONLY_SIGNER },
        ],
        data: Uint8Array.of(1),
      },
    ]);
    const signed = await partiallySignTransaction([payer.keyPair], compileTransaction(m) as never);
    const wire = new Uint8Array(getTransactionEncoder().encode(signed));
    const ours = decodeTransaction(wire);
    const kit = getTransactionDecoder().decode(wire);
    expect(Buffer.from(ours.messageBytes)).toEqual(Buffer.from(kit.messageBytes));
    expect(Object.keys(ours.signatures)).toEqual(Object.keys(kit.signatures));
    expect(Object.values(ours.signatures).map((s) => s && Buffer.from(s))).toEqual(Object.values(kit.signatures).map((s) => s && Buffer.from(s)));
    expect(ours.signatures[cosigner.address]).toBeNull();
  });
});

it('Given bytes that are no transaction, When decoded, Then kit’s error is thrown', () => {
  expect(() => decodeTransaction(Uint8Array.of(2, 1, 2, 3))).toThrow();
  expect(() => decodeTransaction(new Uint8Array(0))).toThrow();
});
