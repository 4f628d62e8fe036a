import { describe, expect, it, vi } from 'vitest';
import { LoginRequiredError, NetworkError, ValidationError, type ApiError } from './errors.ts';
import { createImageUploader, progressOf, uploadForm, type UploadProgress, type UploadRequest } from './imageUpload.ts';
import type { SessionStore } from './session.ts';

/** A stand-in for XMLHttpRequest that records what was sent and answers when told. */
class FakeRequest implements UploadRequest {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  aborted = false;
  status = 0;
  responseText = '';
  upload: UploadRequest['upload'] = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  /** The server answers `body` (an envelope, or any text) with HTTP `status`. */
  answer(body: unknown, status = 200) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

function session(token?: string, path = '/users/evaluation_confirm?orderNo=1'): SessionStore & { cleared: boolean } {
  const state = { token, cleared: false };
  return {
    get cleared() {
      return state.cleared;
    },
    getToken: () => state.token,
    setToken: () => undefined,
    clearToken: () => {
      state.token = undefined;
      state.cleared = true;
    },
    currentPath: () => path,
    saveFromPath: () => undefined,
    takeFromPath: () => undefined,
    clearLocalStorage: () => undefined,
  };
}

const HASH = 'ab'.repeat(32);
const STORED = {
  fileName: 'IMG_0001.jpg',
  extName: 'jpg',
  fileSize: 12345,
  url: `http://mall.test/uploads/${HASH}.jpg`,
  thumbUrl: `http://mall.test/uploads/${HASH}.thumb.jpg`,
  type: 'image/jpeg',
  width: 200,
  height: 300,
};

function setUp(options: Parameters<typeof createImageUploader>[0] = {}) {
  const requests: FakeRequest[] = [];
  const upload = createImageUploader({
    baseUrl: 'http://mall.test/',
    createRequest: () => {
      const request = new FakeRequest();
      requests.push(request);
      return request;
    },
    ...options,
  });
  return { upload, requests };
}

describe('uploading an image (POST /api/front/upload/image)', () => {
  it('posts the file in field multipart with the headers of spec §7, and resolves with the decoded image', async () => {
    const { upload, requests } = setUp({ session: session('Bearer tok123'), language: () => 'fr' });
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'IMG_0001.jpg', { type: 'image/jpeg' });
    const done = upload(file, { query: { model: 'review', pid: 0 } });
    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('http://mall.test/api/front/upload/image?model=review&pid=0');
    expect(request!.headers).toEqual({ Accept: 'application/json', 'Form-type': 'pc', 'Accept-Language': 'fr', 'authori-zation': 'tok123' });
    // No Content-Type of its own: the browser writes multipart's, with the boundary.
    expect(Object.keys(request!.headers).map((h) => h.toLowerCase())).not.toContain('content-type');
    const sent = request!.body!.get('multipart') as File;
    expect(sent.name).toBe('IMG_0001.jpg');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));

    request!.answer({ code: 200, message: 'success', data: STORED });
    await expect(done).resolves.toEqual(STORED);
  });

  it('reports progress as the body goes out, and 1 once it is sent', async () => {
    const { upload, requests } = setUp();
    const seen: UploadProgress[] = [];
    const done = upload(new Blob([new Uint8Array(400)]), { onProgress: (p) => seen.push(p) });
    const request = requests[0]!;
    request.upload.onprogress!({ loaded: 100, total: 400, lengthComputable: true });
    request.upload.onprogress!({ loaded: 250, total: 0, lengthComputable: false });
    request.upload.onload!();
    request.answer({ code: 200, message: 'success', data: STORED });
    await done;
    expect(seen).toEqual([
      { loaded: 100, total: 400, fraction: 0.25 },
      { loaded: 250, total: 0, fraction: 0 },
      { loaded: 400, total: 400, fraction: 1 },
    ]);
  });

  it('rejects a refused picture with a ValidationError naming multipart, and notifies unless silent', async () => {
    const notify = vi.fn();
    const { upload, requests } = setUp({ notify });
    const refusal = { code: 400, message: 'multipart: only JPG, PNG and WebP pictures can be uploaded', data: { errors: [{ field: 'multipart', message: 'only JPG, PNG and WebP pictures can be uploaded' }] } };

    const loud = upload(new Blob(['GIF89a']));
    requests[0]!.answer(refusal);
    const error = (await loud.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.message).toBe(refusal.message);
    expect((error as ValidationError).fieldErrors).toEqual(refusal.data.errors);
    expect(notify).toHaveBeenCalledWith(error);

    const quiet = upload(new Blob(['GIF89a']), { silent: true });
    requests[1]!.answer(refusal);
    await expect(quiet).rejects.toBeInstanceOf(ValidationError);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('applies the login-required rule on 401: the token is dropped and the sign-in dialog asked for', async () => {
    const store = session('Bearer old');
    const onLoginRequired = vi.fn();
    const { upload, requests } = setUp({ session: store, onLoginRequired });
    const done = upload(new Blob(['x']));
    requests[0]!.answer({ code: 401, message: 'Not logged in', data: null });
    await expect(done).rejects.toBeInstanceOf(LoginRequiredError);
    expect(store.cleared).toBe(true);
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
  });

  it('a network failure or an answer that is no envelope is a NetworkError', async () => {
    const { upload, requests } = setUp();
    const lost = upload(new Blob(['x']));
    requests[0]!.onerror!();
    await expect(lost).rejects.toBeInstanceOf(NetworkError);

    const proxied = upload(new Blob(['x']));
    requests[1]!.answer('<html>502 Bad Gateway</html>', 502);
    const error = (await proxied.catch((e: unknown) => e)) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.status).toBe(502);
  });

  it('aborts through the signal, rejecting with an AbortError; an aborted signal sends nothing', async () => {
    const { upload, requests } = setUp();
    const controller = new AbortController();
    const done = upload(new Blob(['x']), { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests[0]!.aborted).toBe(true);

    await expect(upload(new Blob(['x']), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests).toHaveLength(1);
  });
});

describe('the pure parts', () => {
  it('progressOf keeps the fraction within 0..1 and 0 when the total is unknown', () => {
    expect(progressOf(50, 200)).toEqual({ loaded: 50, total: 200, fraction: 0.25 });
    expect(progressOf(300, 200).fraction).toBe(1);
    expect(progressOf(10, 0).fraction).toBe(0);
  });

  it('uploadForm names a blob without a name "image"', () => {
    expect((uploadForm(new Blob(['x'])).get('multipart') as File).name).toBe('image');
    expect((uploadForm(new File(['x'], 'a.png')).get('multipart') as File).name).toBe('a.png');
  });

  it('creating an uploader touches no browser global: XMLHttpRequest is made only when an upload starts', () => {
    expect(typeof (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest).toBe('undefined');
    expect(() => createImageUploader()).not.toThrow();
  });
});
