/**
 * Reading a failed call (spec 8's "the server's message, else the local message"). The app decides
 * by `code`, never by status or wording.
 */
import { isAppError, isErrorCode, type ErrorCode } from '@toolkit/shared';
import type { ApiFailure } from './base-api.ts';

export function isApiFailure(e: unknown): e is ApiFailure {
  return (
    typeof e === 'object' && e !== null && isErrorCode((e as { code?: unknown }).code) && typeof (e as { message?: unknown }).message === 'string'
  );
}

/** The error's code, when it is an API failure or an AppError. */
export function codeOf(e: unknown): ErrorCode | null {
  if (isApiFailure(e) || isAppError(e)) return e.code;
  return null;
}

/** True when `e` failed with one of `codes`. */
export const failedWith = (e: unknown, ...codes: ErrorCode[]): boolean => {
  const code = codeOf(e);
  return code !== null && codes.includes(code);
};

/** The server's message for a failed call, else `fallback`. Unreachable servers read `fallback` too. */
export function messageOf(e: unknown, fallback: string): string {
  if ((isApiFailure(e) || isAppError(e)) && e.code !== 'SERVER_UNREACHABLE' && e.message) return e.message;
  return fallback;
}

/** The request field a validation failure names, if any. */
export const fieldOf = (e: unknown): string | undefined => (isApiFailure(e) ? e.field : undefined);
