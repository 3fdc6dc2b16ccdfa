import { ERROR_STATUS, type ErrorCode } from '@roar/contracts';

/**
 * A domain error with a stable code. Thrown anywhere in a request, it reaches the client as
 * `{error: {code, message}}` with the code's HTTP status.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const forbidden = (message = 'Forbidden') => new AppError('forbidden', message);
