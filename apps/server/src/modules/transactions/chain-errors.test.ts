import { describe, expect, it } from 'vitest';
import { failureFromLogs, failureFromTransactionError } from './chain-errors.ts';

describe('chain failures in plain words', () => {
  it('Given a transfer short of lamports, when the logs are read, then the code says SOL is missing, not the log', () => {
    expect(failureFromLogs(['Program 11111111111111111111111111111111 invoke [1]', 'Transfer: insufficient lamports 5000, need 10000'])).toEqual({
      code: 'TRANSACTION_INSUFFICIENT_SOL',
      reason: 'your wallet does not have enough SOL for this (fees and rent included)',
    });
  });

  it('Given a token transfer beyond the balance, when the logs are read, then the code says the token is missing', () => {
    expect(failureFromLogs(['Program log: Instruction: TransferChecked', 'Program log: Error: insufficient funds'])?.code).toBe(
      'TRANSACTION_INSUFFICIENT_TOKEN',
    );
  });

  it('Given an expired blockhash, a fee the payer cannot pay or an account left below its rent, when the status error is read, then each has its code', () => {
    expect(failureFromTransactionError('BlockhashNotFound').code).toBe('TRANSACTION_EXPIRED');
    expect(failureFromTransactionError('InsufficientFundsForFee').code).toBe('TRANSACTION_INSUFFICIENT_SOL');
    expect(failureFromTransactionError({ InsufficientFundsForRent: { account_index: 0 } }).code).toBe('TRANSACTION_BELOW_RENT');
  });

  it('Given a frozen account or a slippage refusal, when read, then each has its code', () => {
    expect(failureFromTransactionError({ InstructionError: [0, { Custom: 13 }] }).code).toBe('TRANSACTION_ACCOUNT_FROZEN');
    expect(failureFromLogs(['Program log: Error: Exceeds desired slippage limit'])?.code).toBe('TRANSACTION_SLIPPAGE_EXCEEDED');
  });

  it('Given a failure with no code of its own, when read, then it is TRANSACTION_FAILED with its own words', () => {
    expect(failureFromTransactionError({ InstructionError: [0, { Custom: 4 }] })).toEqual({
      code: 'TRANSACTION_FAILED',
      reason: 'the owner does not match',
    });
  });
});
