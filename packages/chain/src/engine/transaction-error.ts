/**
 * LiteSVM's transaction errors, turned into the JSON a validator puts in `meta.err` and in
 * `getSignatureStatuses` (serde's shape of agave's TransactionError), plus agave's English text
 * for the preflight message.
 */
import {
  TransactionErrorInstructionError,
  TransactionErrorDuplicateInstruction,
  TransactionErrorInsufficientFundsForRent,
  TransactionErrorProgramExecutionTemporarilyRestricted,
  InstructionErrorCustom,
  InstructionErrorBorshIo,
} from './svm.js';

export type TransactionErrorJson = string | Record<string, unknown>;

const TRANSACTION_ERRORS = [
  'AccountInUse',
  'AccountLoadedTwice',
  'AccountNotFound',
  'ProgramAccountNotFound',
  'InsufficientFundsForFee',
  'InvalidAccountForFee',
  'AlreadyProcessed',
  'BlockhashNotFound',
  'CallChainTooDeep',
  'MissingSignatureForFee',
  'InvalidAccountIndex',
  'SignatureFailure',
  'InvalidProgramForExecution',
  'SanitizeFailure',
  'ClusterMaintenance',
  'AccountBorrowOutstanding',
  'WouldExceedMaxBlockCostLimit',
  'UnsupportedVersion',
  'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit',
  'WouldExceedAccountDataBlockLimit',
  'TooManyAccountLocks',
  'AddressLookupTableNotFound',
  'InvalidAddressLookupTableOwner',
  'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex',
  'InvalidRentPayingAccount',
  'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit',
  'MaxLoadedAccountsDataSizeExceeded',
  'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit',
  'UnbalancedTransaction',
  'ProgramCacheHitMaxLimit',
  'CommitCancelled',
];

const INSTRUCTION_ERRORS = [
  'GenericError',
  'InvalidArgument',
  'InvalidInstructionData',
  'InvalidAccountData',
  'AccountDataTooSmall',
  'InsufficientFunds',
  'IncorrectProgramId',
  'MissingRequiredSignature',
  'AccountAlreadyInitialized',
  'UninitializedAccount',
  'UnbalancedInstruction',
  'ModifiedProgramId',
  'ExternalAccountLamportSpend',
  'ExternalAccountDataModified',
  'ReadonlyLamportChange',
  'ReadonlyDataModified',
  'DuplicateAccountIndex',
  'ExecutableModified',
  'RentEpochModified',
  'NotEnoughAccountKeys',
  'AccountDataSizeChanged',
  'AccountNotExecutable',
  'AccountBorrowFailed',
  'AccountBorrowOutstanding',
  'DuplicateAccountOutOfSync',
  'InvalidError',
  'ExecutableDataModified',
  'ExecutableLamportChange',
  'ExecutableAccountNotRentExempt',
  'UnsupportedProgramId',
  'CallDepth',
  'MissingAccount',
  'ReentrancyNotAllowed',
  'MaxSeedLengthExceeded',
  'InvalidSeeds',
  'InvalidRealloc',
  'ComputationalBudgetExceeded',
  'PrivilegeEscalation',
  'ProgramEnvironmentSetupFailure',
  'ProgramFailedToComplete',
  'ProgramFailedToCompile',
  'Immutable',
  'IncorrectAuthority',
  'AccountNotRentExempt',
  'InvalidAccountOwner',
  'ArithmeticOverflow',
  'UnsupportedSysvar',
  'IllegalOwner',
  'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded',
  'MaxInstructionTraceLengthExceeded',
  'BuiltinProgramsMustConsumeComputeUnits',
  'BorshIoError',
];

export function transactionErrorJson(err: unknown): TransactionErrorJson {
  if (typeof err === 'number') return TRANSACTION_ERRORS[err] ?? 'SanitizeFailure';
  if (err instanceof TransactionErrorInstructionError) {
    const inner = err.err();
    let innerJson: TransactionErrorJson;
    if (typeof inner === 'number') innerJson = INSTRUCTION_ERRORS[inner] ?? 'GenericError';
    else if (inner instanceof InstructionErrorCustom) innerJson = { Custom: inner.code };
    else if (inner instanceof InstructionErrorBorshIo) innerJson = 'BorshIoError';
    else innerJson = 'GenericError';
    return { InstructionError: [err.index, innerJson] };
  }
  if (err instanceof TransactionErrorDuplicateInstruction) return { DuplicateInstruction: err.index };
  if (err instanceof TransactionErrorInsufficientFundsForRent) return { InsufficientFundsForRent: { account_index: err.accountIndex } };
  if (err instanceof TransactionErrorProgramExecutionTemporarilyRestricted) {
    return { ProgramExecutionTemporarilyRestricted: { account_index: err.accountIndex } };
  }
  return 'SanitizeFailure';
}

const TEXTS: Record<string, string> = {
  AccountInUse: 'Account in use',
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  SignatureFailure: 'Transaction did not pass signature verification',
  ProgramAccountNotFound: 'Attempt to load a program that does not exist',
  InvalidAccountForFee: 'This account may not be used to pay transaction fees',
  SanitizeFailure: 'Transaction failed to sanitize accounts offsets correctly',
};

/** agave's Display text of a TransactionError, used in 'Transaction simulation failed: <text>'. */
export function transactionErrorText(err: TransactionErrorJson): string {
  if (typeof err === 'string') return TEXTS[err] ?? err;
  if ('InstructionError' in err) {
    const [index, inner] = err.InstructionError as [number, TransactionErrorJson];
    const text =
      typeof inner === 'string'
        ? inner.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()
        : `custom program error: 0x${Number((inner as { Custom: number }).Custom).toString(16)}`;
    return `Error processing Instruction ${index}: ${text}`;
  }
  if ('InsufficientFundsForRent' in err) {
    return `Transaction results in an account (${(err.InsufficientFundsForRent as { account_index: number }).account_index}) with insufficient funds for rent`;
  }
  return JSON.stringify(err);
}
