/**
 * The LiteSVM runtime, used through its native binding directly: it takes raw transaction bytes
 * and raw 32-byte keys, so the chain never round-trips through kit codec objects on the hot path.
 */
import { createRequire } from 'node:module';
import type * as Internal from 'litesvm/dist/internal.js';

const require = createRequire(import.meta.url);
const internal = require('litesvm/dist/internal.js') as typeof Internal;

export type Svm = Internal.LiteSvm;
export type SvmAccount = Internal.Account;
export type SvmTransactionMetadata = Internal.TransactionMetadata;
export type ExecutionResult = Internal.TransactionMetadata | Internal.FailedTransactionMetadata;
export type SimulationResult = Internal.SimulatedTransactionInfo | Internal.FailedTransactionMetadata;
export const { LiteSvm, Account, Clock, TransactionMetadata, FailedTransactionMetadata, SimulatedTransactionInfo } = internal;
export const {
  TransactionErrorInstructionError,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
  InstructionErrorCustom,
  InstructionErrorBorshIo,
} = internal;

/**
 * Runtime settings the chain relies on (process settings, not chain state).
 * - blockhash check off: LiteSVM accepts only its single latest blockhash; the chain enforces the
 *   validator's rule (any of the last 150) itself in BlockhashWindow.
 * - transaction history 0: the chain keeps its own permanent, durable history (the ledger) and
 *   refuses duplicates from it, so LiteSVM's in-memory copy would only cost memory.
 */
export function configureSvm(svm: Svm): Svm {
  svm.setBlockhashCheck(false);
  svm.setSigverify(true);
  svm.setTransactionHistory(0n);
  return svm;
}

/**
 * The wrapped-SOL mints (SPL Token and Token-2022) exist on every real cluster and in
 * solana-test-validator's genesis; wallets and pools rely on them (SyncNative, wrapped-SOL accounts).
 * They are constant accounts that come from LiteSVM's setup, like the programs and sysvars.
 */
function withNativeMints(svm: Svm): Svm {
  svm.withNativeMints();
  return svm;
}

export function createSvm(): Svm {
  return configureSvm(withNativeMints(new LiteSvm()));
}
