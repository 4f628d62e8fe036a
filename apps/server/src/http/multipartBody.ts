import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors.ts';

/**
 * What a multipart form may hold: clients of the original API post a few
 * text fields (`sendCode`), never files. Given to @fastify/multipart in app.ts.
 */
export const MULTIPART_LIMITS = { files: 0, fields: 20, fieldSize: 4096 } as const;

/** Error codes of @fastify/multipart for forms over a limit. */
const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);
const FILE_CODES = new Set(['FST_FILES_LIMIT', 'FST_REQ_FILE_TOO_LARGE']);
/** Its other errors: a form it cannot read. */
const BROKEN_CODES = new Set(['FST_PROTO_VIOLATION', 'FST_INVALID_MULTIPART_CONTENT_TYPE', 'FST_INVALID_JSON_FIELD_ERROR', 'FST_MP_PREMATURE_CLOSE']);

/** True for an error @fastify/multipart raises about the form a request sent. */
export function isMultipartError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && (LIMIT_CODES.has(code) || FILE_CODES.has(code) || BROKEN_CODES.has(code));
}

/**
 * The 400 a multipart failure should be: too many fields, a file, or a form
 * that cannot be read (no boundary, a broken part, a truncated body, a field
 * named like a prototype property, a JSON field that is not JSON). Busboy's
 * own errors carry no code, so anything that is not a limit is a broken form.
 */
export function multipartRefusal(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && LIMIT_CODES.has(code)) return badRequest('body.tooManyFields', { max: MULTIPART_LIMITS.fields });
  if (typeof code === 'string' && FILE_CODES.has(code)) return badRequest('body.filesRefused');
  return badRequest('body.multipart');
}

/**
 * Reads the fields of a multipart request as the body (`{name: value}`, a
 * repeated name as a list of its values), the way form posts are read.
 * Read here rather than by the plugin's `attachFieldsToBody`, whose failures
 * (busboy's, which carry no status) would reach the error handler as 500s.
 * A field cut at the size limit is refused rather than read shortened.
 * @throws {HttpError} 400 `body.multipart`, `body.tooManyFields`,
 *   `body.filesRefused`, or `validation.maxLength` naming the field.
 */
export async function readMultipartBody(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      // Files are refused by the `files: 0` limit before any reaches here.
      if (part.type !== 'field') throw badRequest('body.filesRefused');
      if (part.fieldnameTruncated) throw badRequest('body.multipart');
      if (part.valueTruncated) throw badRequest('validation.maxLength', { limit: MULTIPART_LIMITS.fieldSize }, part.fieldname);
      const previous = body[part.fieldname];
      body[part.fieldname] = previous === undefined ? part.value : Array.isArray(previous) ? [...previous, part.value] : [previous, part.value];
    }
  } catch (error) {
    throw multipartRefusal(error);
  }
  return body;
}
