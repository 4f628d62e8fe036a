/**
 * The response envelope and its codes.
 *
 * Every response of the mall API, errors included, is `{code, message, data}`.
 * @see spec §7 (envelope) and §8 (code handling)
 */

/** The body of every API response. `data` is `null` on errors unless a code documents otherwise. */
export interface Envelope<T = unknown> {
  /** 200 on success; see {@link ResponseCode}. */
  code: number;
  /** Human-readable text: "success" on 200, the reason otherwise. */
  message: string;
  data: T;
}

/** Envelope codes used by the mall (spec §8). */
export const ResponseCode = {
  ok: 200,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  serverError: 500,
} as const;

/** Codes that mean "sign in first" (spec §8: 401, 410000, 410001, 410002). */
export const LOGIN_REQUIRED_CODES: readonly number[] = [401, 410000, 410001, 410002];

/** True when an envelope code asks the shopper to sign in. @see spec §8 */
export function isLoginRequiredCode(code: number): boolean {
  return LOGIN_REQUIRED_CODES.includes(code);
}

/**
 * Texts used when the server sends an error code without a message (spec §8).
 * They are English fall-backs; a user interface translates them with the
 * message ids of {@link defaultMessageKey}.
 */
export const defaultErrorMessages = {
  400: 'parameter validation failed',
  403: 'no permission',
  404: 'no data found',
  500: 'system exception',
  other: 'system error',
} as const;

/** Message id of the default text for a code, for translation (`apiError.validation`, …). */
export function defaultMessageKey(code: number): string {
  switch (code) {
    case 400:
      return 'apiError.validation';
    case 403:
      return 'apiError.forbidden';
    case 404:
      return 'apiError.notFound';
    case 500:
      return 'apiError.server';
    default:
      return isLoginRequiredCode(code) ? 'apiError.loginRequired' : 'apiError.other';
  }
}

/** Default text for a code when the envelope carries none. @see spec §8 */
export function defaultErrorMessage(code: number): string {
  if (code === 400 || code === 403 || code === 404 || code === 500) return defaultErrorMessages[code];
  return defaultErrorMessages.other;
}

/** Builds a success envelope. */
export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { code: ResponseCode.ok, message, data };
}

/** Builds an error envelope; `message` falls back to the spec's default text. */
export function fail<T = null>(code: number, message?: string, data: T = null as T): Envelope<T> {
  return { code, message: message || defaultErrorMessage(code), data };
}

/** Narrowing check for anything that looks like an envelope. */
export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).code === 'number' &&
    'data' in value
  );
}
