/**
 * The program test kit: a LiteSVM with our programs loaded, and one way to send instructions and
 * read what happened (logs, compute units, the error in words), shared by every program's tests.
 */
import {
  appendTransactionMessageInstructions,
  createTransactionMessage,
  generateKeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  partiallySignTransactionMessageWithSigners,
  signTransactionMessageWithSigners,
  type Address,
  type Instruction,
  type KeyPairSigner,
} from '@solana/kit';
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';

export interface Outcome {
  ok: boolean;
  logs: string[];
  computeUnits: bigint;
  /** The failure as the runtime prints it (LiteSVM's error objects print as `{}`). */
  error: string;
}

export function svmWith(programs: Record<string, Uint8Array>): LiteSVM {
  const svm = new LiteSVM();
  for (const [id, bytes] of Object.entries(programs)) svm.addProgram(id as Address, bytes);
  return svm;
}

export async function fundedSigner(svm: LiteSVM, sol = 100n): Promise<KeyPairSigner> {
  const signer = await generateKeyPairSigner();
  svm.airdrop(signer.address, lamports(sol * 1_000_000_000n));
  return signer;
}

/**
 * Sends the instructions in one transaction paid by `payer`, with every signer the metas name.
 * `partiallySigned` lets no-op signers through (for a LiteSVM whose signatures are not verified).
 */
export async function send(
  svm: LiteSVM,
  payer: KeyPairSigner,
  instructions: Instruction[],
  options: { partiallySigned?: boolean } = {},
): Promise<Outcome> {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(payer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: svm.latestBlockhash(), lastValidBlockHeight: 0n }, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  );
  const transaction = options.partiallySigned
    ? await partiallySignTransactionMessageWithSigners(message)
    : await signTransactionMessageWithSigners(message);
  const result = svm.sendTransaction(transaction);
  svm.expireBlockhash();
  if (result instanceof FailedTransactionMetadata) {
    const meta = result.meta();
    return { ok: false, logs: meta.logs(), computeUnits: meta.computeUnitsConsumed(), error: result.toString() };
  }
  return { ok: true, logs: result.logs(), computeUnits: result.computeUnitsConsumed(), error: '' };
}
