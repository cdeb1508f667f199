/**
 * The one error type and its code table live in @toolkit/shared (server and app share them); the
 * server re-exports them here for its modules.
 */
export { AppError, ERRORS, hasErrorCode, isAppError, type ErrorCode } from '@toolkit/shared';
