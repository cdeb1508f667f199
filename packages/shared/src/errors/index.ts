export { ERRORS, ERROR_CODES, errorMessage, isErrorCode } from './codes.ts';
export type { ErrorCode, ErrorContext, ErrorDefinition } from './codes.ts';
export { AppError, hasErrorCode, isAppError } from './app-error.ts';
export type { AppErrorOptions } from './app-error.ts';
export { errorResponseSchema } from './response.ts';
export type { ErrorResponse } from './response.ts';
