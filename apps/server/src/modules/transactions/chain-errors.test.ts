import { describe, expect, it } from 'vitest';
import { reasonFromLogs, reasonFromTransactionError } from './chain-errors.ts';

describe('chain failures in plain words', () => {
  it('Given a transfer short of lamports, when the logs are read, then the user reads that SOL is missing, not the log', () => {
    expect(reasonFromLogs(['Program 11111111111111111111111111111111 invoke [1]', 'Transfer: insufficient lamports 5000, need 10000'])).toBe(
      'your wallet does not have enough SOL for this (fees and rent included)',
    );
  });

  it('Given a token transfer beyond the balance, when the logs are read, then the user reads that the token is missing', () => {
    expect(reasonFromLogs(['Program log: Instruction: TransferChecked', 'Program log: Error: insufficient funds'])).toBe(
      'your wallet does not hold enough of the token this spends',
    );
  });

  it('Given an expired blockhash or a fee the payer cannot pay, when the status error is read, then it says what to do', () => {
    expect(reasonFromTransactionError('BlockhashNotFound')).toBe('it expired before the network took it; please try again');
    expect(reasonFromTransactionError('InsufficientFundsForFee')).toBe('your wallet does not have enough SOL for this (fees and rent included)');
  });

  it('Given a failure with no plain wording, when read, then its own words pass unchanged', () => {
    expect(reasonFromTransactionError({ InstructionError: [0, { Custom: 13 }] })).toBe('the account is frozen');
  });
});
