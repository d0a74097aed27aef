import type { ErrorCode } from '#schemas/error-codes.ts';

/**
 * The one error type the API replies with. Every error reply is `{ code, message }`, plus `fields`
 * (per-question problems), `reasons` (rule failures) or `problems` (a flow's, by JSON pointer) when they apply.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly statusCode: number,
    readonly extra: { fields?: { questionId: string; message: string; code?: string }[]; reasons?: string[]; problems?: { pointer: string; message: string }[] } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** createError('NOT_FOUND', 'Quota not found', 404); the code is one of schemas/error-codes.ts */
export function createError(code: ErrorCode, message: string, statusCode: number, extra?: AppError['extra']): AppError {
  return new AppError(code, message, statusCode, extra);
}
