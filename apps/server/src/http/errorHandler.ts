import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '@mall/api';
import { localeOf } from '../i18n/locale.ts';
import type { MessageKey } from '../i18n/messages.en.ts';
import { translate } from '../i18n/translate.ts';
import { databaseRefusal, loggableError } from './databaseErrors.ts';
import { HttpError, notFound } from './errors.ts';
import { isMultipartError, multipartRefusal } from './multipartBody.ts';
import { describeValidation } from './validation.ts';
import { sendEnvelope } from './wire.ts';

/*
 * Every failure answers an envelope (spec §7, §8), HTTP 200 on the API
 * (docs/adr/0008-provider-wire-format.md), in the request's language. Only a
 * fault of the mall is a 500: what the client sent wrong, and what the
 * database refused of it, is a 400.
 */

/** The HTTP status of an envelope code outside the API (media, the storefront); the API answers 200 (wire.ts). */
function statusFor(code: number): number {
  return [400, 401, 403, 404, 429, 500].includes(code) ? code : code >= 500 ? 500 : 400;
}

/** Fastify's and its plugins' refusals of a request they could not read, by error code. */
const REQUEST_ERRORS: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body.invalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body.required',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'body.contentType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body.tooLarge',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.unreadable',
  // @fastify/compress, reading a compressed request body.
  FST_CP_ERR_INVALID_CONTENT_ENCODING: 'request.unreadable',
  FST_CP_ERR_INVALID_CONTENT: 'request.unreadable',
  // Answered before any route is found (`frameworkErrors`).
  FST_ERR_BAD_URL: 'request.badUrl',
  FST_ERR_MAX_PARAM_LENGTH: 'request.paramTooLong',
};

/**
 * The mall's error handler (Fastify `setErrorHandler`): a thrown HttpError
 * answers its code and message; a validation failure 400 naming the field; a
 * refusal by the database 400 (databaseErrors.ts); Fastify's and its plugins'
 * refusals of a request (malformed JSON or form, wrong content type, body
 * too large) 400, or 404; anything else 500 with the request id, logged with
 * it (the failed query's parameters left out).
 */
export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  // Messages speak the language the client asked for (the storefront sends its own).
  const locale = localeOf(request.headers['accept-language']);
  const answer = (refusal: HttpError) =>
    sendEnvelope(request, reply, fail(refusal.code, refusal.messageIn(locale), refusal.dataIn(locale)), statusFor(refusal.code));
  if (error instanceof HttpError) return answer(error);
  if (error.validation) {
    const { message, errors } = describeValidation(error.validation as never, error.validationContext ?? 'body', locale);
    return sendEnvelope(request, reply, fail(400, message, { errors }), 400);
  }
  const refused = databaseRefusal(error);
  if (refused) {
    // A race past a check, or a check the service lacks: worth a look, not a page.
    request.log.warn({ err: loggableError(error) }, 'the database refused a statement');
    return answer(refused);
  }
  // Forms are read by readMultipartBody, which answers for them; this catches any other reader of `request.parts()`.
  if (isMultipartError(error)) return answer(multipartRefusal(error));
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    if (status === 404) return sendEnvelope(request, reply, fail(404, translate('route.notFound', { method: request.method, path: pathOf(request) }, locale)), 404);
    const key = REQUEST_ERRORS[error.code] ?? (error instanceof SyntaxError ? 'body.invalidJson' : 'request.unreadable');
    return sendEnvelope(request, reply, fail(400, translate(key, {}, locale)), 400);
  }
  request.log.error({ err: loggableError(error) }, 'unexpected error');
  return sendEnvelope(request, reply, fail(500, translate('system.exception', {}, locale), { requestId: request.id }), 500);
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '/';
}

/** Fastify's not-found handler: a 404 envelope naming the method and path. */
export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const error = notFound('route.notFound', { method: request.method, path: pathOf(request) });
  return sendEnvelope(request, reply, fail(404, error.messageIn(localeOf(request.headers['accept-language']))), 404);
}

/**
 * Fastify's `frameworkErrors`: failures met while finding the route (a path
 * whose percent-encoding does not decode, a path parameter over the router's
 * length limit), which Fastify would otherwise answer in its own JSON, with
 * its own status, before the error handler could see them.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const key = REQUEST_ERRORS[error.code] ?? 'request.unreadable';
  return sendEnvelope(request, reply, fail(400, translate(key, {}, localeOf(request.headers['accept-language']))), 400);
}
