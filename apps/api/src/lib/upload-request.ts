/**
 * The HTTP side of a submission with files (a report, an SOS alert): reads the multipart body (a JSON `data` part,
 * file parts, list fields) or a JSON body into plain values, with a hash of the whole request, and reads the
 * Idempotency-Key header. Services receive the result, never the request.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { stringify } from 'safe-stable-stringify';
import { IDEMPOTENCY_MESSAGES } from '@safeogun/contract/messages';
import { AppError, badRequest } from './errors';
import type { IdempotencyRequest } from './idempotent-write';

export interface UploadLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
  headerPairs: number;
}

/** What one endpoint accepts, and how it words refusals. */
export interface UploadSpec<Group extends string> {
  limits: UploadLimits;
  /** File field name -> the list its files go to. */
  fileFields: Record<string, Group>;
  /** Most files per list, and the refusal when there are more. */
  maxFiles: Record<Group, { max: number; message: string }>;
  /** Text fields other than `data` that carry lists (a JSON array or repeated values), merged into the data. */
  listFields?: string[];
  messages: {
    /** No `data` part, or no body. */
    missingData: string;
    /** `data` is not JSON, or not a JSON object. */
    badData: string;
    fileTooLarge: string;
    /** More file parts than the limits allow. */
    tooManyFiles: string;
    unexpectedFile: (field: string) => string;
  };
}

export interface Upload<Group extends string> {
  data: Record<string, unknown>;
  files: Record<Group, Buffer[]>;
  /** The Idempotency-Key header with a hash of the data and every file's bytes (two sends of one request agree). */
  idempotency: IdempotencyRequest | null;
}

const sha256 = (input: string | Buffer) => createHash('sha256').update(input).digest('hex');

function dataObject(value: unknown, message: string): Record<string, unknown> {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw badRequest(message, [{ field: 'data', message: 'Not valid JSON' }]);
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest(message, [{ field: 'data', message: 'Must be a JSON object' }]);
  return parsed as Record<string, unknown>;
}

function listOf(value: string, field: string): unknown[] {
  if (!value.trim().startsWith('[')) return [value];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // answered below
  }
  throw badRequest(`${field} must be a list.`);
}

/** A failure while reading a multipart body as the client's 400 (with the endpoint's sentences), else rethrown. */
export function uploadError(error: unknown, messages: UploadSpec<string>['messages']): never {
  if (error instanceof AppError) throw error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(messages.fileTooLarge);
  if (code === 'FST_FILES_LIMIT') throw badRequest(messages.tooManyFiles);
  if (code === 'FST_INVALID_JSON_FIELD_ERROR') throw badRequest(messages.badData);
  const status = (error as { statusCode?: number }).statusCode;
  if ((typeof code === 'string' && code.startsWith('FST_')) || (status && status >= 400 && status < 500))
    throw badRequest('The upload could not be read.');
  // A broken multipart stream (truncated body, bad boundary) is the client's, not ours.
  if (error instanceof Error && /multipart|boundary|Unexpected end/i.test(error.message))
    throw badRequest('The upload could not be read.');
  throw error;
}

function hashOf(data: Record<string, unknown>, files: Record<string, Buffer[]>): string {
  const fileHashes = Object.fromEntries(Object.entries(files).map(([group, list]) => [group, list.map(sha256)]));
  return sha256(stringify({ data, files: fileHashes }) ?? '');
}

/** Multipart (`data` JSON part, files, list fields) or a JSON body (`{ data }` or the data itself) without files. */
export async function readUpload<Group extends string>(
  request: FastifyRequest,
  spec: UploadSpec<Group>,
): Promise<Upload<Group>> {
  const key = idempotencyKeyOf(request);
  const withKey = (data: Record<string, unknown>, files: Record<Group, Buffer[]>): Upload<Group> => ({
    data,
    files,
    idempotency: key ? { key, requestHash: hashOf(data, files) } : null,
  });
  const files = Object.fromEntries(Object.keys(spec.maxFiles).map((g) => [g, [] as Buffer[]])) as Record<
    Group,
    Buffer[]
  >;
  if (!request.isMultipart()) {
    const body = request.body;
    if (body === undefined || body === null) throw badRequest(spec.messages.missingData);
    const data =
      typeof body === 'object' && 'data' in body
        ? dataObject((body as { data: unknown }).data, spec.messages.badData)
        : dataObject(body, spec.messages.badData);
    return withKey(data, files);
  }
  let data: Record<string, unknown> | null = null;
  const lists: Record<string, unknown[]> = {};
  try {
    for await (const part of request.parts({ limits: spec.limits })) {
      if (part.type === 'file') {
        const group = spec.fileFields[part.fieldname];
        if (!group) {
          part.file.resume();
          throw badRequest(spec.messages.unexpectedFile(part.fieldname));
        }
        const bytes = await part.toBuffer();
        if (bytes.length === 0) continue; // an empty file input
        files[group].push(bytes);
        if (files[group].length > spec.maxFiles[group].max) throw badRequest(spec.maxFiles[group].message);
      } else {
        if (part.valueTruncated) throw badRequest(`The ${part.fieldname} part is too large.`);
        if (part.fieldname === 'data') data = dataObject(part.value, spec.messages.badData);
        else if (spec.listFields?.includes(part.fieldname))
          lists[part.fieldname] = [...(lists[part.fieldname] ?? []), ...listOf(String(part.value), part.fieldname)];
      }
    }
  } catch (error) {
    uploadError(error, spec.messages);
  }
  if (!data) throw badRequest(spec.messages.missingData);
  for (const [field, list] of Object.entries(lists)) if (data[field] === undefined) data[field] = list;
  return withKey(data, files);
}

/** A JSON request's Idempotency-Key with a hash of its body (feedback: a retry after a lost answer is stored once). */
export function jsonIdempotency(request: FastifyRequest): IdempotencyRequest | null {
  const key = idempotencyKeyOf(request);
  return key ? { key, requestHash: sha256(stringify(request.body ?? null) ?? '') } : null;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;

/** Checked before the body is read: a malformed key is refused whatever the body holds. */
function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY.test(value)) throw badRequest(IDEMPOTENCY_MESSAGES.badKey);
  return value;
}
