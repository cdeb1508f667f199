/**
 * The one error type (STYLE.md habit 2). The server throws it; the app rebuilds it from an error
 * response. `code` is stable; `message` comes from the table (`codes.ts`), except for
 * `VALIDATION_FAILED`, whose message is the failing field's own (the spec's text).
 */
import { ERRORS, errorMessage, type ErrorCode, type ErrorContext } from './codes.ts';

export interface AppErrorOptions {
  /** Values the table's message names as `$name`. */
  context?: ErrorContext;
  /** The request field at fault (validation errors), as a dotted path. */
  field?: string;
  /**
   * The message when it is not the table's: a validation field's own message, or the stored
   * message of an answer being replayed (a resubmitted transaction gets its first outcome).
   */
  message?: string;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly field: string | undefined;
  readonly context: ErrorContext;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? errorMessage(code, options.context), { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERRORS[code].status;
    this.field = options.field;
    this.context = options.context ?? {};
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

/** True when `e` is an AppError with one of `codes`. */
export const hasErrorCode = (e: unknown, ...codes: ErrorCode[]): e is AppError => isAppError(e) && codes.includes(e.code);
