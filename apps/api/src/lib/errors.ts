import { API_MESSAGES } from '@safeogun/contract/api-messages';
import type { FieldError } from '@safeogun/contract/envelope';

/** An error a client caused or must be told about: carries the HTTP status and a human sentence. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** Sent as the Retry-After header (whole seconds): when the client may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new AppError(400, message, errors);
export const unauthorized = (message: string = API_MESSAGES.signInRequired) => new AppError(401, message);
export const forbidden = (message: string = API_MESSAGES.noPermission) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string, errors?: FieldError[]) => new AppError(409, message, errors);
/** A link or record that existed and can no longer be used (a used, expired or withdrawn invitation). */
export const gone = (message: string) => new AppError(410, message);
export const unprocessable = (message: string) => new AppError(422, message);
/**
 * A refusal that says when to come back: the message names the wait, Retry-After carries it in seconds. Leave
 * the wait out only inside an @fastify/rate-limit errorResponseBuilder, which has set Retry-After already.
 */
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(
    429,
    message,
    undefined,
    retryAfterSeconds === undefined ? undefined : Math.max(1, Math.ceil(retryAfterSeconds)),
  );

/** A Range outside the file: 416, with the file's size in Content-Range (set by the error handler). */
export class RangeNotSatisfiableError extends AppError {
  constructor(readonly size: number) {
    super(416, 'The requested part of the file is beyond its end.');
  }
}
