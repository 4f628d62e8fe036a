import { defaultErrorMessage, defaultMessageKey, isLoginRequiredCode } from './envelope.ts';

/** One field that failed validation, as the server reports it in `data.errors` of a 400 envelope. */
export interface FieldError {
  /** Dotted path of the field, e.g. `phone` or `orderDetails.0.productNum`. */
  field: string;
  message: string;
}

/** What an {@link ApiError} is made from. */
export interface ApiErrorInit {
  /** Envelope code, or the HTTP status when there was no envelope. */
  code: number;
  /** HTTP status; 500 when there was no response. */
  status?: number;
  /** The server's message; when empty, the spec's default text is used. */
  message?: string;
  data?: unknown;
  /** Message id for the default text; derived from `code` when not given. */
  messageKey?: string;
}

/** What kind of failure an {@link ApiError} is, for callers that switch on it. */
export type ApiErrorKind =
  | 'validation'
  | 'loginRequired'
  | 'forbidden'
  | 'notFound'
  | 'server'
  | 'other'
  | 'network';

/**
 * Base class of every failure the client rejects with.
 *
 * `code` is the envelope code (or the HTTP status for failures without an
 * envelope); `status` is the HTTP status and defaults to 500 when there was no
 * response at all (spec §8 "fetch errors carry a status code defaulting to 500").
 * `messageKey` is set when `message` is a default text, so a UI can translate it.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind = 'other';
  readonly code: number;
  readonly status: number;
  readonly data: unknown;
  readonly messageKey: string | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message || defaultErrorMessage(init.code));
    this.name = new.target.name;
    this.code = init.code;
    this.status = init.status ?? 500;
    this.data = init.data ?? null;
    this.messageKey = init.message ? undefined : (init.messageKey ?? defaultMessageKey(init.code));
  }

  /** Whether trying again later may succeed (server trouble or network), as opposed to a request that must change. */
  get retryable(): boolean {
    return this.kind === 'server' || this.kind === 'network';
  }
}

/** Code 400: the request was refused; `fieldErrors` says which fields and why. */
export class ValidationError extends ApiError {
  override readonly kind = 'validation';
  get fieldErrors(): FieldError[] {
    const errors = (this.data as { errors?: unknown } | null)?.errors;
    return Array.isArray(errors) ? (errors as FieldError[]) : [];
  }
}
/** Codes 401, 410000, 410001, 410002: the shopper must sign in (spec §4, §8). */
export class LoginRequiredError extends ApiError {
  override readonly kind = 'loginRequired';
}
/** Code 403. */
export class ForbiddenError extends ApiError {
  override readonly kind = 'forbidden';
}
/** Code 404. */
export class NotFoundError extends ApiError {
  override readonly kind = 'notFound';
}
/** Code 500. */
export class ServerError extends ApiError {
  override readonly kind = 'server';
}
/** Any other envelope code. */
export class UnknownCodeError extends ApiError {
  override readonly kind = 'other';
}
/** No envelope came back: the network failed, or the HTTP answer was not an envelope. */
export class NetworkError extends ApiError {
  override readonly kind = 'network';
}

/** The typed error for an envelope code (spec §8). */
export function errorForCode(init: ApiErrorInit): ApiError {
  if (isLoginRequiredCode(init.code)) return new LoginRequiredError(init);
  switch (init.code) {
    case 400:
      return new ValidationError(init);
    case 403:
      return new ForbiddenError(init);
    case 404:
      return new NotFoundError(init);
    case 500:
      return new ServerError(init);
    default:
      return new UnknownCodeError(init);
  }
}
