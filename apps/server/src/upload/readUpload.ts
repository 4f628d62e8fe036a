import { UPLOAD_FIELD } from '@mall/api';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../http/errors.ts';
import { multipartRefusal } from '../http/multipartBody.ts';
import { findUnstorableText } from '../http/storableText.ts';
import { sizeText } from './imageCheck.ts';
import type { IncomingFile } from './uploadImage.ts';

/**
 * Reading the one form that carries a file (`POST /api/front/upload/image`).
 * The mall's form reader (http/multipartBody.ts) refuses files everywhere
 * else; this route is marked `fileUpload` and reads its form here, with
 * limits of its own given to the parser for this request only.
 */

/** Text fields the upload form may carry beside the file (the provider's clients send none; a few are tolerated). */
const MAX_FIELDS = 5;
const MAX_FIELD_BYTES = 256;

/**
 * Reads the upload form: exactly one file, in field `multipart`, of at most
 * `maxBytes` (the parser stops counting there, so a larger file is never
 * held whole in memory). Text fields are read and checked for text the
 * database could not store, then ignored.
 * @throws {HttpError} 400 naming `multipart`: `upload.noFile` (no file, or
 *   not a multipart form), `upload.wrongField` (a file in another field),
 *   `upload.oneFile` (more than one), `upload.tooLarge`; or the form
 *   reader's refusals of a broken or oversized form (`body.multipart`,
 *   `body.tooManyFields`, `validation.unstorableText` naming the field).
 */
export async function readUploadForm(request: FastifyRequest, maxBytes: number): Promise<IncomingFile> {
  if (!request.isMultipart()) throw badRequest('upload.noFile', undefined, UPLOAD_FIELD);
  const fields: Record<string, string> = {};
  let file: IncomingFile | undefined;
  let strayFile = false;
  try {
    const parts = request.parts({
      limits: { files: 1, fileSize: maxBytes, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: MAX_FIELDS + 1 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldnameTruncated) throw badRequest('body.multipart');
        if (part.valueTruncated) throw badRequest('validation.maxLength', { limit: MAX_FIELD_BYTES }, part.fieldname);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      // Read to its end either way, so the parser reaches the next part (or the limit that refuses it).
      const bytes = await part.toBuffer();
      if (part.fieldname === UPLOAD_FIELD) file = { bytes, fileName: part.filename ?? '' };
      else strayFile = true;
    }
  } catch (error) {
    throw uploadRefusal(error, maxBytes);
  }
  const unstorable = findUnstorableText(fields);
  if (unstorable !== null) throw badRequest('validation.unstorableText', {}, unstorable || 'body');
  if (strayFile) throw badRequest('upload.wrongField', { field: UPLOAD_FIELD }, UPLOAD_FIELD);
  if (!file) throw badRequest('upload.noFile', undefined, UPLOAD_FIELD);
  return file;
}

/** The 400 a failure of the parser is for this form: the file limits by name, the rest as any broken form. */
function uploadRefusal(error: unknown, maxBytes: number): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badRequest('upload.tooLarge', { limit: sizeText(maxBytes) }, UPLOAD_FIELD);
  if (code === 'FST_FILES_LIMIT') return badRequest('upload.oneFile', undefined, UPLOAD_FIELD);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badRequest('body.tooManyFields', { max: MAX_FIELDS });
  return multipartRefusal(error);
}
