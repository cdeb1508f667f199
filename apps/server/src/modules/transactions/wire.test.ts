/** The wire writer against kit's: the same bytes for what the server builds, kit's refusals kept. */
import {
  address,
  appendTransactionMessageInstructions,
  blockhash,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getTransactionSize,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type SignatureBytes,
  type Transaction,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { describe, expect, it } from 'vitest';
import { generateSeed } from '../../lib/ed25519.ts';
import { decodeWireTransaction, wireBase64, wireSize } from './wire.ts';

function transfer(version: 0 | 'legacy', signers: number): Transaction {
  const payer = createNoopSigner(address(generateSeed().address));
  const others = Array.from({ length: signers - 1 }, () => createNoopSigner(address(generateSeed().address)));
  const message = pipe(
    createTransactionMessage({ version }),
    (m) => setTransactionMessageFeePayer(payer.address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: blockhash('11111111111111111111111111111111'), lastValidBlockHeight: 10n }, m),
    (m) =>
      appendTransactionMessageInstructions(
        [payer, ...others].map((source) => getTransferSolInstruction({ source, destination: address(generateSeed().address), amount: 1n })),
        m,
      ),
  );
  return compileTransaction(message);
}

describe('wire transactions', () => {
  it('Given legacy and v0 transactions, unsigned, partly and fully signed, When written, Then the bytes and size are what kit writes', () => {
    for (const version of [0, 'legacy'] as const) {
      for (const count of [1, 3]) {
        const tx = transfer(version, count);
        const signers = Object.keys(tx.signatures);
        const partly: Transaction = { ...tx, signatures: { ...tx.signatures, [signers[0]!]: new Uint8Array(64).fill(7) as SignatureBytes } };
        const fully: Transaction = {
          ...tx,
          signatures: Object.fromEntries(signers.map((a, i) => [a, new Uint8Array(64).fill(i + 1) as SignatureBytes])),
        };
        for (const t of [tx, partly, fully]) {
          expect(wireBase64(t)).toBe(getBase64EncodedWireTransaction(t));
          expect(wireSize(t)).toBe(getTransactionSize(t));
          expect(decodeWireTransaction(wireBase64(t)).messageBytes).toEqual(t.messageBytes);
        }
      }
    }
  });

  it('Given text that is not base64, or bytes that are no transaction, When read, Then it is refused as malformed', () => {
    for (const bad of ['not base64!', 'AAAA', ''])
      expect(() => decodeWireTransaction(bad)).toThrow(expect.objectContaining({ code: 'TRANSACTION_MALFORMED' }));
  });
});
