/**
 * Turns what the chain says about a failed transaction into an error code a user can act on:
 * what is missing and what to do, never a program log. Program logs are the most
 * precise source ("Error: insufficient funds"); the structured transaction error is the fallback.
 * A failure with no code of its own is TRANSACTION_FAILED with the chain's words.
 */
import { isSolanaError, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE } from '@solana/kit';
import { cpmmError } from '@toolkit/programs/cpmm';
import type { ErrorCode } from '@toolkit/shared';

/** A failure as the user is told it: its code, and the chain's reason in plain words (for records and TRANSACTION_FAILED). */
export interface ChainFailure {
  code: ErrorCode;
  reason: string;
}

const TOKEN_ERRORS: Record<number, string> = {
  0: 'lamport balance below rent-exempt threshold',
  1: 'insufficient funds',
  3: 'the token account is not initialized',
  4: 'the owner does not match',
  5: 'this token has a fixed supply',
  6: 'the account is already in use',
  12: 'this token cannot be transferred',
  13: 'the account is frozen',
  15: 'the mint does not match',
};

/**
 * A custom program error in plain words: the token programs' codes are below 100, the AMM
 * program's (Anchor's framework codes and its own 6000+) above, so one number names one failure.
 */
const customError = (code: number) => TOKEN_ERRORS[code] ?? cpmmError(code)?.message ?? `program error ${code}`;

/** The chain's words for the usual failures, each with its code and its plain words. */
const PLAIN: [RegExp, ErrorCode, string][] = [
  [
    /insufficient lamports|insufficient funds for fee|no record of a prior credit/i,
    'TRANSACTION_INSUFFICIENT_SOL',
    'your wallet does not have enough SOL for this (fees and rent included)',
  ],
  // Before "insufficient funds": the runtime's InsufficientFundsForRent is an account left below its rent.
  [
    /below rent-exempt threshold|insufficient funds for rent/i,
    'TRANSACTION_BELOW_RENT',
    'an account would keep less SOL than the rent it must hold; leave a little more SOL',
  ],
  [/insufficient funds/i, 'TRANSACTION_INSUFFICIENT_TOKEN', 'your wallet does not hold enough of the token this spends'],
  [/blockhash not found|block height exceeded/i, 'TRANSACTION_EXPIRED', 'it expired before the network took it; please try again'],
  [
    /slippage|exceeds desired slippage limit|exceeded slippage/i,
    'TRANSACTION_SLIPPAGE_EXCEEDED',
    'the price moved beyond your slippage; get a new quote and try again',
  ],
  [/account is frozen/i, 'TRANSACTION_ACCOUNT_FROZEN', 'a token account it uses is frozen by the token’s freeze authority'],
];

/** Every code a failed transaction is recorded with: each means it did not land and never will. */
export const CHAIN_FAILURE_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>(['TRANSACTION_FAILED', ...PLAIN.map(([, code]) => code)]);

export function chainFailure(reason: string): ChainFailure {
  const known = PLAIN.find(([pattern]) => pattern.test(reason));
  return known ? { code: known[1], reason: known[2] } : { code: 'TRANSACTION_FAILED', reason };
}

export function failureFromLogs(logs: readonly string[] | null | undefined): ChainFailure | null {
  const raw = rawReasonFromLogs(logs);
  return raw === null ? null : chainFailure(raw);
}

function rawReasonFromLogs(logs: readonly string[] | null | undefined): string | null {
  if (!logs) return null;
  for (const line of logs) {
    const m = /Program log: (?:Error: )?(.*insufficient.*)$/i.exec(line) ?? /^Transfer: (insufficient lamports.*)$/i.exec(line);
    if (m) return m[1]!;
  }
  for (const line of logs) {
    const m = /^Program log: Error: (.+)$/.exec(line);
    if (m) return m[1]!;
  }
  return null;
}

/** A transaction error as the RPC reports it in a status or in meta.err. */
export function failureFromTransactionError(err: unknown): ChainFailure {
  return chainFailure(rawReasonFromTransactionError(err));
}

function rawReasonFromTransactionError(err: unknown): string {
  if (typeof err === 'string') return humanize(err);
  if (err && typeof err === 'object') {
    const instruction = (err as { InstructionError?: [number, unknown] }).InstructionError;
    if (instruction) {
      const [, detail] = instruction;
      const custom = (detail as { Custom?: number | bigint } | null)?.Custom;
      if (custom !== undefined) return customError(Number(custom));
      return humanize(typeof detail === 'string' ? detail : JSON.stringify(detail));
    }
    const [key] = Object.keys(err);
    if (key) return humanize(key);
  }
  return 'unknown error';
}

/** An error thrown by kit's sendTransaction (preflight failure) or by the transport. */
export function failureFromSendError(e: unknown): ChainFailure {
  if (isSolanaError(e, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)) {
    const fromLogs = failureFromLogs(e.context.logs as readonly string[] | null | undefined);
    if (fromLogs) return fromLogs;
  }
  return chainFailure(rawReasonFromSendError(e));
}

function rawReasonFromSendError(e: unknown): string {
  if (isSolanaError(e, SOLANA_ERROR__JSON_RPC__SERVER_ERROR_SEND_TRANSACTION_PREFLIGHT_FAILURE)) {
    const cause = e.cause as { context?: Record<string, unknown>; message?: string } | undefined;
    const code = cause?.context?.code;
    if (code !== undefined) return customError(Number(code));
    if (cause?.message) return cause.message;
  }
  if (e instanceof Error) {
    const serverMessage = (e as { context?: { __serverMessage?: string } }).context?.__serverMessage;
    return serverMessage ?? e.message;
  }
  return String(e);
}

/** "InsufficientFundsForRent" -> "insufficient funds for rent" */
function humanize(code: string): string {
  return code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}
