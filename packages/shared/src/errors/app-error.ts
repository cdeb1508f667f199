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
  /** The field's own message (validation errors only). */
  message?: string;
  cause?: unknown;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly field: string | undefined;
  readonly context: ErrorContext;

  /**
   * A string second argument is the transitional form (a message chosen at the throw site, from
   * before the table); it goes away with the generic codes.
   */
  constructor(code: ErrorCode, options: AppErrorOptions | string = {}, legacy?: { cause?: unknown }) {
    if (typeof options === 'string') options = { message: options, cause: legacy?.cause };
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
export const hasErrorCode = (e: unknown, ...codes: ErrorCode[]): e is AppError =>
  isAppError(e) && codes.includes(e.code);
