/**
 * One error type with stable codes (STYLE.md habit 2). A code fixes the HTTP status; the message
 * is what the user reads (the spec's text where it has one).
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  RPC_UNREACHABLE: 400,
  UNAUTHORIZED: 401,
  SIGN_IN_REFUSED: 401,
  FORBIDDEN: 403,
  CUSTOM_RPC_NOT_ALLOWED: 403,
  PRIVATE_RPC_NOT_ALLOWED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  NOT_IMPLEMENTED: 501,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;

  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
  }
}

export const isAppError = (e: unknown): e is AppError => e instanceof AppError;

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
