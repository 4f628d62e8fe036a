import type { FieldError } from '@mall/api';
import type { MessageKey } from '../i18n/messages.en.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { translate, type MessageParams } from '../i18n/translate.ts';

/**
 * A failure with an envelope code (spec §8) and a message from the server's
 * catalogue. Thrown by services and routes; the error handler answers
 * `{code, message, data}` with the same HTTP status, the message in the
 * request's language and, when a field is at fault, starting with its name.
 */
export class HttpError extends Error {
  constructor(
    readonly code: number,
    readonly key: MessageKey,
    readonly params: MessageParams = {},
    /** The request field at fault (`phone`, `orderDetails.0.productNum`). */
    readonly field?: string,
  ) {
    // English in logs and stack traces; answers are translated per request.
    super(translate(key, params, 'en'));
    this.name = 'HttpError';
  }

  /** HTTP status for Fastify's default handling: the envelope code when it is one. */
  get statusCode(): number {
    return [400, 401, 403, 404, 429].includes(this.code) ? this.code : 500;
  }

  /** The message in a locale, led by the field when one is at fault. */
  messageIn(locale: ServerLocale): string {
    const text = translate(this.key, this.params, locale);
    return this.field ? `${this.field}: ${text}` : text;
  }

  /** `data` of the envelope: `{errors: [{field, message}]}` when a field is at fault. */
  dataIn(locale: ServerLocale): { errors: FieldError[] } | null {
    return this.field ? { errors: [{ field: this.field, message: translate(this.key, this.params, locale) }] } : null;
  }
}

/** 400 naming the field that is wrong and why. */
export function badRequest(key: MessageKey, params?: MessageParams, field?: string): HttpError {
  return new HttpError(400, key, params, field);
}

/** 401: sign in first (spec §8). */
export function unauthorized(): HttpError {
  return new HttpError(401, 'auth.required');
}

/** 404 for an unknown id or route. */
export function notFound(key: MessageKey, params?: MessageParams): HttpError {
  return new HttpError(404, key, params);
}

/** 429: too many requests of one kind from one client; try again after `seconds`. */
export function tooManyRequests(seconds: number): HttpError {
  return new HttpError(429, 'rate.limited', { seconds });
}
