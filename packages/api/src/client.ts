import { type EndpointData, type EndpointInput, type EndpointKey, splitEndpointKey } from './endpoints.ts';
import { isEnvelope } from './envelope.ts';
import { ApiError, LoginRequiredError, NetworkError, errorForCode } from './errors.ts';
import { FORM_TYPE_HEADER, FORM_TYPE_PC, TOKEN_HEADER, tokenHeaderValue } from './headers.ts';
import { requestCodecs } from './requests.ts';
import { responseCodecs } from './responses.ts';
import { applyLoginRequired, type SessionStore } from './session.ts';
import type { Codec, WireContext } from './wire/codec.ts';
import { DEFAULT_WIRE_TIME_ZONE } from './wire/time.ts';

/** Per-call options besides the endpoint input. */
export interface RequestOptions {
  signal?: AbortSignal;
  /** Do not hand the error to the notifier (the caller shows it itself). */
  silent?: boolean;
}

// Callers may leave the input out when nothing in it is required.
type CallArgs<K extends EndpointKey> = Partial<EndpointInput<K>> extends EndpointInput<K>
  ? [input?: EndpointInput<K> & RequestOptions]
  : [input: EndpointInput<K> & RequestOptions];

/** A typed client of the mall API. */
export interface ApiClient {
  /**
   * Calls an endpoint by its key and resolves with the envelope's `data`,
   * decoded from the wire into the model (integer cents, arrays, `Date`s).
   * @throws {ApiError} a subclass per envelope code (spec §8); {@link NetworkError} when no envelope came back.
   * Aborted calls reject with the fetch's `AbortError` as it is.
   */
  request<K extends EndpointKey>(key: K, ...args: CallArgs<K>): Promise<EndpointData<K>>;
}

export interface ApiClientOptions {
  /** API origin, e.g. `https://mall.example`; '' (default) for the same origin. */
  baseUrl?: string;
  /** The fetch to use (tests, server rendering); defaults to the global one. */
  fetch?: typeof fetch;
  /** Where the session token lives; without one, calls go out as a guest. */
  session?: SessionStore;
  /** Shows an error to the shopper (a toast). Not called for silent calls or aborts. */
  notify?: (error: ApiError) => void;
  /** Opens the sign-in dialog after the login-required rule ran away from the home page (spec §8). */
  onLoginRequired?: (error: LoginRequiredError) => void;
  /** Value of the `Form-type` header (spec §7); `pc` by default. */
  formType?: string;
  /**
   * The interface language (a BCP 47 tag such as `zh-CN` or `lo`), read at
   * every call and sent as `Accept-Language` so the server's messages match
   * the page.
   */
  language?: () => string | undefined;
  /**
   * The zone the server writes times in (`yyyy-MM-dd HH:mm:ss` carries none);
   * `Asia/Shanghai` by default, as the mall's server.
   */
  timeZone?: string;
}

/** Fills `:name` segments of a path template. @throws {TypeError} when a parameter is missing. */
export function fillPath(template: string, params: Record<string, unknown> = {}): string {
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`missing path parameter "${name}" for ${template}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** Serialises a query object; undefined and null values are left out, arrays repeat the key. */
export function toQueryString(query: Record<string, unknown> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The headers every call of the mall API carries (spec §7): `Form-type`
 * (`pc` by default), `Accept-Language` when the interface has a language,
 * and `authori-zation` with the stored token minus its `Bearer ` prefix when
 * there is one. Shared by {@link createApiClient} and the image upload
 * (imageUpload.ts), so both apply the same rules.
 */
export function callHeaders(options: Pick<ApiClientOptions, 'formType' | 'language' | 'session'>): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', [FORM_TYPE_HEADER]: options.formType ?? FORM_TYPE_PC };
  const language = options.language?.();
  if (language) headers['Accept-Language'] = language;
  const stored = options.session?.getToken();
  if (stored) headers[TOKEN_HEADER] = tokenHeaderValue(stored);
  return headers;
}

/**
 * What an answer of endpoint `key` comes to: its `data` decoded into the
 * model on code 200.
 * @throws {ApiError} the typed error of any other code (spec §8), or
 *   {@link NetworkError} (status 500 unless the HTTP status is an error) when
 *   `payload` is no envelope. Not reported: the caller does that.
 */
export function settleAnswer<K extends EndpointKey>(key: K, status: number, payload: unknown, wire: WireContext): EndpointData<K> {
  if (!isEnvelope(payload)) {
    const code = status >= 400 ? status : 500;
    throw new NetworkError({ code, status: code, messageKey: 'apiError.network' });
  }
  if (payload.code === 200) return (responseCodecs[key] as Codec<unknown, EndpointData<K>>).decode(payload.data, wire);
  throw errorForCode({ code: payload.code, status, message: payload.message, data: payload.data });
}

/**
 * Hands a failed call's error on as the client's options say (spec §8): the
 * login-required rule on 401 and 41000x (saves `fromPath`, drops the token,
 * clears local storage; away from the home page, `onLoginRequired`), then
 * `notify` unless the call is `silent`.
 */
export function reportApiError(options: Pick<ApiClientOptions, 'session' | 'notify' | 'onLoginRequired'>, error: ApiError, silent: boolean | undefined): void {
  if (error instanceof LoginRequiredError) {
    const away = options.session ? applyLoginRequired(options.session) : true;
    if (!away) return;
    options.onLoginRequired?.(error);
  }
  if (!silent) options.notify?.(error);
}

/**
 * Creates the one client of the mall API, with the header rules of spec §7
 * and the envelope rules of spec §8. It speaks the provider's wire format
 * (docs/adr/0008-provider-wire-format.md) and is its one codec: inputs are
 * encoded and answers decoded here, so callers see only the model.
 * - sends `authori-zation` (the stored token minus its `Bearer ` prefix) and `Form-type: pc`;
 * - resolves with `data` on code 200;
 * - rejects every other code with a typed {@link ApiError} carrying the server's
 *   message or the spec's default text, and hands it to `notify`;
 * - on 401, 410000, 410001 and 410002 runs the login-required rule (saves `fromPath`,
 *   removes the token, clears local storage) and, away from the home page,
 *   calls `onLoginRequired` and `notify`;
 * - rejects failures without an envelope with {@link NetworkError} whose status defaults to 500.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/$/, '');
  const wire: WireContext = { origin: baseUrl, timeZone: options.timeZone ?? DEFAULT_WIRE_TIME_ZONE };
  const report = (error: ApiError, silent: boolean | undefined) => reportApiError(options, error, silent);

  async function request<K extends EndpointKey>(key: K, ...args: CallArgs<K>): Promise<EndpointData<K>> {
    const input = (args[0] ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } & RequestOptions;
    const { method, path } = splitEndpointKey(key);
    const codecs = requestCodecs[key];
    const query = codecs?.query && input.query ? (codecs.query.encode(input.query, wire) as Record<string, unknown>) : input.query;
    const requestBody = codecs?.body && input.body !== undefined ? codecs.body.encode(input.body, wire) : input.body;
    const url = baseUrl + fillPath(path, input.params) + toQueryString(query);

    const headers = callHeaders(options);
    let body: string | undefined;
    if (requestBody !== undefined) {
      headers['Content-Type'] = 'application/json';
      // A body that is one string (an email, a Google ID token) goes as bare text, as the provider's clients send it.
      body = typeof requestBody === 'string' ? requestBody : JSON.stringify(requestBody);
    }

    const doFetch = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body, signal: input.signal, credentials: 'same-origin' });
    } catch (cause) {
      if (cause instanceof Error && cause.name === 'AbortError') throw cause;
      const error = new NetworkError({ code: 500, status: 500, messageKey: 'apiError.network' });
      report(error, input.silent);
      throw error;
    }

    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      payload = undefined;
    }
    try {
      return settleAnswer(key, response.status || 500, payload, wire);
    } catch (error) {
      if (error instanceof ApiError) report(error, input.silent);
      throw error;
    }
  }

  return { request };
}
