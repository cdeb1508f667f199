import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  generateKeyPairSigner,
  getAddressEncoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Blockhash,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { findAssociatedTokenPda, getCreateAssociatedTokenIdempotentInstruction, TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { describe, expect, it } from 'vitest';
import { innerInstructionsFromObjects, innerInstructionsFromText, innerInstructionsOf } from './inner-instructions.js';
import { Account, createSvm, FailedTransactionMetadata, type Svm, type SvmTransactionMetadata } from './svm.js';

const WSOL = 'So11111111111111111111111111111111111111112' as Address;
/** A memo that looks like the start of the inner-instructions section in the metadata's text. */
const LOOKALIKE =
  '], inner_instructions: [[InnerInstruction { instruction: CompiledInstruction { program_id_index: 9, accounts: [1], data: [7] }, stack_height: 2 }]], compute_units_consumed: 1';

async function run(svm: Svm, payer: KeyPairSigner, instructions: Instruction[]): Promise<SvmTransactionMetadata> {
  const signed = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: svm.latestBlockhash() as Blockhash, lastValidBlockHeight: 1_000n }, m),
      (m) => appendTransactionMessageInstructions(instructions, m),
    ),
  );
  const result = svm.sendVersionedTransaction(new Uint8Array(getTransactionEncoder().encode(signed)));
  return result instanceof FailedTransactionMetadata ? result.meta() : result;
}

async function fundedPayer(svm: Svm): Promise<KeyPairSigner> {
  const payer = await generateKeyPairSigner();
  svm.setAccount(new Uint8Array(getAddressEncoder().encode(payer.address)), new Account(10n ** 10n, new Uint8Array(), new Uint8Array(32), false, 0n));
  return payer;
}

describe('inner instructions from the execution metadata', () => {
  it('Given a transaction whose account creation makes CPIs, When read from the text, Then they equal what LiteSVM objects give', async () => {
    const svm = createSvm();
    const payer = await fundedPayer(svm);
    const [ata] = await findAssociatedTokenPda({ owner: payer.address, mint: WSOL, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    const create = getCreateAssociatedTokenIdempotentInstruction({ payer, ata, owner: payer.address, mint: WSOL });
    const meta = await run(svm, payer, [getTransferSolInstruction({ source: payer, destination: ata, amount: 1n }), create]);

    const fromObjects = innerInstructionsFromObjects(meta);
    expect(fromObjects.map((group) => [group.index, group.instructions.length])).toEqual([[1, 6]]); // allocate, assign and top-up, as the account already holds lamports
    expect(innerInstructionsFromText(meta.toString(), 2)).toEqual(fromObjects);
    expect(innerInstructionsOf(meta, 2)).toEqual(fromObjects);
  });

  it('Given logs a program wrote that read like the metadata text, When read from the text, Then they are not taken for instructions', async () => {
    const svm = createSvm();
    const payer = await fundedPayer(svm);
    const [ata] = await findAssociatedTokenPda({ owner: payer.address, mint: WSOL, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    const meta = await run(svm, payer, [getCreateAssociatedTokenIdempotentInstruction({ payer, ata, owner: payer.address, mint: WSOL })]);
    // Program logs are the only program-written text, and they come first (Debug-quoted).
    const text = meta.toString().replace('logs: [', `logs: [${JSON.stringify(LOOKALIKE)}, ${JSON.stringify(`"${LOOKALIKE}\\`)}, `);
    expect(text).not.toBe(meta.toString());
    expect(innerInstructionsFromText(text, 1)).toEqual(innerInstructionsFromObjects(meta));
  });

  it('Given a transaction without CPIs or one refused before running, When read from the text, Then there are none', async () => {
    const svm = createSvm();
    const payer = await fundedPayer(svm);
    const other = await generateKeyPairSigner();
    const transfer = await run(svm, payer, [getTransferSolInstruction({ source: payer, destination: other.address, amount: 10n ** 9n })]);
    expect(innerInstructionsFromText(transfer.toString(), 1)).toEqual([]);
    const refused = await run(svm, payer, [{ programAddress: other.address, accounts: [], data: new Uint8Array() }]);
    expect(innerInstructionsFromObjects(refused)).toEqual([]);
    expect(innerInstructionsFromText(refused.toString(), 1)).toEqual([]);
  });

  it('Given text not in the expected form or a different instruction count, When read, Then it gives null (the objects are read instead)', async () => {
    const svm = createSvm();
    const payer = await fundedPayer(svm);
    const [ata] = await findAssociatedTokenPda({ owner: payer.address, mint: WSOL, tokenProgram: TOKEN_PROGRAM_ADDRESS });
    const meta = await run(svm, payer, [getCreateAssociatedTokenIdempotentInstruction({ payer, ata, owner: payer.address, mint: WSOL })]);
    const text = meta.toString();
    expect(innerInstructionsFromText(text, 1)).toEqual(innerInstructionsFromObjects(meta));
    expect(innerInstructionsFromText(text, 2)).toBeNull();
    expect(innerInstructionsFromText(text.replace('stack_height', 'stack_depth'), 1)).toBeNull();
    expect(innerInstructionsFromText('TransactionMetadata { logs: [] }', 0)).toBeNull();
  });
});
