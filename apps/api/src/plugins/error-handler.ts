import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { GENERIC_MESSAGES, STORAGE_MESSAGES, tooManyRequestsMessage } from '@safeogun/contract/messages';
import { API_MESSAGES } from '@safeogun/contract/api-messages';
import type { FieldError } from '@safeogun/contract/envelope';
import { installHumanValidationMessages } from '@safeogun/contract/validation';
import { AppError, RangeNotSatisfiableError } from '../lib/errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/connection-errors';
import { localizeAnswer, requestLanguage } from '../lib/request-language';
import { STORAGE_RETRY_AFTER_SECONDS, StorageUnavailableError } from './storage';

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address of the request is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address of the request is too long.',
  FST_ERR_CTP_INVALID_JSON_BODY: API_MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; JSON was expected.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_REQ_FILE_TOO_LARGE: 'Each file must be less than 10MB.',
  FST_PARTS_LIMIT: 'Too many parts in the upload.',
  FST_FILES_LIMIT: 'Too many files in the upload.',
  FST_FIELDS_LIMIT: 'Too many fields in the upload.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'The request is not multipart/form-data.',
};

/**
 * PostgreSQL data exceptions (SQLSTATE class 22): a value the client sent that the database cannot take. The
 * schemas should stop such values first; this keeps any that slip through a 400 instead of a 500.
 */
const DATA_EXCEPTION_MESSAGES: Record<string, string> = {
  '22003': 'A number in the request is out of range.',
  '22P02': 'A value in the request is not in the expected format.',
  '22001': 'A value in the request is too long.',
  '22007': 'A date in the request is not valid.',
  '22008': 'A date in the request is out of range.',
  '22021': 'The request contains characters that cannot be stored.',
  '22P05': 'The request contains characters that cannot be stored.',
};
const DATA_EXCEPTION_FALLBACK = 'A value in the request is not valid.';

/** The SQLSTATE of a class 22 error, found on the error or the driver error Drizzle wraps in `cause`. */
function dataExceptionCode(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; e = (e as Error).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
  }
  return null;
}

/**
 * Errors the router raises before a route is found (a malformed or over-long path) bypass the error handler;
 * Fastify's `frameworkErrors` option sends them here so they answer with the same envelope.
 */
export function frameworkErrorReply(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, message } = describeFrameworkError(error);
  return reply.status(status).send(localizeAnswer({ success: false, message }, requestLanguage(request.headers)));
}

/** A router error as a status and a sentence (Open311 spells the answer its own way). */
export function describeFrameworkError(error: FastifyError): DescribedError {
  return { status: error.statusCode ?? 400, message: CLIENT_ERROR_MESSAGES[error.code] ?? GENERIC_MESSAGES.badRequest };
}

/** Every 429 carries Retry-After: the error's own wait, else the one @fastify/rate-limit set, else a minute. */
const FALLBACK_RETRY_AFTER_SECONDS = 60;
function retryAfterOf(reply: FastifyReply, own?: number): number {
  return own ?? (Number(reply.getHeader('retry-after')) || FALLBACK_RETRY_AFTER_SECONDS);
}

/** What a failure answers: its status, the sentence, and the field errors when there are some. */
export interface DescribedError {
  status: number;
  message: string;
  errors?: FieldError[];
}

/**
 * Reads any failure as a status and human sentences, setting Retry-After on the reply where one is due. The envelope
 * of the API (below) and Open311's error array (modules/open311) are two spellings of the same answer.
 */
export function describeError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): DescribedError {
  if (error instanceof AppError) {
    if (error.statusCode === 429) reply.header('retry-after', String(retryAfterOf(reply, error.retryAfterSeconds)));
    if (error instanceof RangeNotSatisfiableError) reply.header('content-range', `bytes */${error.size}`);
    return { status: error.statusCode, message: error.message, errors: error.errors };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: FieldError[] = error.validation.map((issue) => {
      const where = error.validationContext ?? 'body';
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return { field: path || where, message: issue.message ?? 'Invalid value' };
    });
    return { status: 400, message: errors[0]?.message ?? GENERIC_MESSAGES.badRequest, errors };
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return { status: 500, message: GENERIC_MESSAGES.serverError };
  }
  if (isDatabaseUnavailable(error)) {
    // A restart, failover or network blip: the same request will work shortly, so the client is told to retry.
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return { status: 503, message: GENERIC_MESSAGES.serviceUnavailable };
  }
  if (error instanceof StorageUnavailableError) {
    // The evidence store is down or cut off: nothing was half-written (decision 033), so a retry will do.
    request.log.warn({ err: error }, 'storage unavailable');
    reply.header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS));
    return { status: 503, message: STORAGE_MESSAGES.unavailable };
  }
  const sqlState = dataExceptionCode(error);
  if (sqlState) {
    request.log.warn({ err: error, sqlState }, 'database refused a value from the request');
    return { status: 400, message: DATA_EXCEPTION_MESSAGES[sqlState] ?? DATA_EXCEPTION_FALLBACK };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    // Not one of ours (every limit of this API throws an AppError with its wait): still say how long to wait.
    const retryAfter = retryAfterOf(reply);
    reply.header('retry-after', String(retryAfter));
    return { status: 429, message: tooManyRequestsMessage(retryAfter) };
  }
  if (status >= 400 && status < 500) {
    return { status, message: CLIENT_ERROR_MESSAGES[error.code] ?? error.message ?? GENERIC_MESSAGES.badRequest };
  }
  request.log.error({ err: error }, 'unhandled error');
  return { status: 500, message: GENERIC_MESSAGES.serverError };
}

/**
 * One place turns every failure into the error envelope; nothing reaches a client as a stack trace. Its sentences,
 * and a success envelope's message, follow the request's Accept-Language where the contract's catalogue has them
 * (issue 16); Open311's answers keep their own English spelling.
 */
export default fp(async (app) => {
  // Installed with the app, after start-up read the configuration, whose messages keep their 'NAME: problem' form.
  installHumanValidationMessages();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { status, message, errors } = describeError(error, request, reply);
    const answer = { success: false, message, ...(errors ? { errors } : {}) };
    return reply.status(status).send(localizeAnswer(answer, requestLanguage(request.headers)));
  });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    if (!isSuccessEnvelope(payload)) return payload;
    return localizeAnswer(payload, requestLanguage(request.headers));
  });
});

function isSuccessEnvelope(payload: unknown): payload is { success: true; message: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { success?: unknown }).success === true &&
    typeof (payload as { message?: unknown }).message === 'string'
  );
}
