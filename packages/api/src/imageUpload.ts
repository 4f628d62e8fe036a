import { callHeaders, reportApiError, settleAnswer, toQueryString, type ApiClientOptions } from './client.ts';
import { splitEndpointKey } from './endpoints.ts';
import { ApiError, NetworkError } from './errors.ts';
import { UPLOAD_FIELD, type UploadedImage, type UploadImageInput } from './upload.ts';
import type { WireContext } from './wire/codec.ts';
import { DEFAULT_WIRE_TIME_ZONE } from './wire/time.ts';

/**
 * Sending a picture the shopper chose (`POST /api/front/upload/image`; the
 * issue "After-sale", uploads) with progress, which `fetch` cannot report for
 * request bodies: through `XMLHttpRequest`, created only when an upload
 * starts, so this module loads anywhere (server rendering, tests) and touches
 * no browser global until called.
 */

const KEY = 'POST /api/front/upload/image' as const;

/** How far an upload has gone, in bytes of the request body. */
export interface UploadProgress {
  loaded: number;
  /** 0 when the browser cannot tell the size. */
  total: number;
  /** `loaded / total` from 0 to 1; 0 while the total is unknown. */
  fraction: number;
}

/** Per-upload options. */
export interface ImageUploadOptions {
  /** Called as the body goes out (and once with `fraction` 1 when it is all sent). */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting rejects with a `DOMException` named `AbortError`, as an aborted `fetch` does. */
  signal?: AbortSignal;
  /** The provider's folder hints (`?model=review&pid=0`); the mall stores every image alike. */
  query?: UploadImageInput;
  /** Do not hand the error to `notify` (the caller shows it itself, e.g. under the upload field). */
  silent?: boolean;
}

/** Uploads one file; resolves with the stored image (URLs absolute). */
export type ImageUploader = (file: Blob, options?: ImageUploadOptions) => Promise<UploadedImage>;

/** The part of `XMLHttpRequest` an upload uses (tests give a stand-in). */
export interface UploadRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  readonly upload: {
    onprogress: ((event: Pick<ProgressEvent, 'loaded' | 'total' | 'lengthComputable'>) => void) | null;
    onload: (() => void) | null;
  };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
}

/** {@link UploadProgress} of `loaded` of `total` bytes, `fraction` kept within 0..1. */
export function progressOf(loaded: number, total: number): UploadProgress {
  return { loaded, total, fraction: total > 0 ? Math.min(1, Math.max(0, loaded / total)) : 0 };
}

/**
 * The form an upload sends: the file in field `multipart` (crmeb-wire §9),
 * named as the shopper's file was (`image` when the blob has no name).
 */
export function uploadForm(file: Blob): FormData {
  const form = new FormData();
  const name = (file as Blob & { name?: unknown }).name;
  form.append(UPLOAD_FIELD, file, typeof name === 'string' && name ? name : 'image');
  return form;
}

/** The body of an answer, parsed; undefined when it is not JSON (a proxy's error page). */
export function parseAnswerText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function abortError(): DOMException {
  return new DOMException('The upload was aborted.', 'AbortError');
}

/**
 * Creates the uploader of the storefront, configured as its API client is
 * (the same `session`, `language`, `notify`, `onLoginRequired`, `baseUrl`,
 * `timeZone`), so an upload follows the same rules as every other call: the
 * headers of spec §7 ({@link callHeaders}), the answer decoded by the
 * endpoint's codec, and a failed upload rejected with the typed error of its
 * envelope code (spec §8; a refused picture is a `ValidationError` whose
 * message names field `multipart`), the login-required rule applied and the
 * error notified unless `silent`. No envelope at all (the network failed, a
 * proxy answered) is a {@link NetworkError}.
 * @param createRequest makes the request object; `new XMLHttpRequest()` by default.
 */
export function createImageUploader(
  options: ApiClientOptions & { createRequest?: () => UploadRequest } = {},
): ImageUploader {
  const baseUrl = (options.baseUrl ?? '').replace(/\/$/, '');
  const wire: WireContext = { origin: baseUrl, timeZone: options.timeZone ?? DEFAULT_WIRE_TIME_ZONE };
  const { method, path } = splitEndpointKey(KEY);
  const create = options.createRequest ?? (() => new XMLHttpRequest() as unknown as UploadRequest);

  return (file, upload = {}) =>
    new Promise<UploadedImage>((resolve, reject) => {
      const { signal } = upload;
      if (signal?.aborted) return reject(abortError());
      const fail = (error: ApiError) => {
        reportApiError(options, error, upload.silent);
        reject(error);
      };
      const request = create();
      const onAbort = () => request.abort();
      const done = () => signal?.removeEventListener('abort', onAbort);

      request.open(method, baseUrl + path + toQueryString(upload.query as Record<string, unknown> | undefined));
      // No Content-Type: the browser writes it, with the form's boundary.
      for (const [name, value] of Object.entries(callHeaders(options))) request.setRequestHeader(name, value);
      request.upload.onprogress = (event) => upload.onProgress?.(progressOf(event.loaded, event.lengthComputable ? event.total : 0));
      request.upload.onload = () => upload.onProgress?.(progressOf(file.size, file.size));
      request.onload = () => {
        done();
        try {
          resolve(settleAnswer(KEY, request.status || 500, parseAnswerText(request.responseText), wire));
        } catch (error) {
          if (error instanceof ApiError) fail(error);
          else reject(error);
        }
      };
      request.onerror = () => {
        done();
        fail(new NetworkError({ code: 500, status: 500, messageKey: 'apiError.network' }));
      };
      request.onabort = () => {
        done();
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      request.send(uploadForm(file));
    });
}
