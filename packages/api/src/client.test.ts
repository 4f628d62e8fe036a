import { describe, expect, it, vi } from 'vitest';
import { createApiClient, fillPath, toQueryString } from './client.ts';
import {
  ForbiddenError,
  LoginRequiredError,
  NetworkError,
  NotFoundError,
  ServerError,
  UnknownCodeError,
  ValidationError,
  type ApiError,
} from './errors.ts';
import type { SessionStore } from './session.ts';

function memorySession(path = '/order/shopping_cart?x=1', token: string | null = 'Bearer abc123') {
  const state = { token: token ?? undefined, fromPath: undefined as string | undefined, storageCleared: false, path };
  const store: SessionStore = {
    getToken: () => state.token,
    setToken: (t) => {
      state.token = `Bearer ${t}`;
    },
    clearToken: () => {
      state.token = undefined;
    },
    currentPath: () => state.path,
    saveFromPath: (p) => {
      state.fromPath = p;
    },
    takeFromPath: () => state.fromPath,
    clearLocalStorage: () => {
      state.storageCleared = true;
    },
  };
  return { store, state };
}

function replying(body: unknown, status = 200) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
}

describe('request building (spec §7)', () => {
  it('sends the token minus its Bearer prefix in authori-zation, and Form-type pc', async () => {
    const fetch = replying({ code: 200, message: 'ok', data: { count: 3 } });
    const { store } = memorySession();
    const api = createApiClient({ fetch, session: store, baseUrl: 'http://mall.test/' });
    const data = await api.request('GET /api/front/cart/count', { query: { numType: true, type: 'total' } });
    expect(data).toEqual({ count: 3 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://mall.test/api/front/cart/count?numType=true&type=total');
    const headers = init!.headers as Record<string, string>;
    expect(headers['authori-zation']).toBe('abc123');
    expect(headers['Form-type']).toBe('pc');
    expect(init!.method).toBe('GET');
    expect(init!.body).toBeUndefined();
  });

  it('sends no token header for a guest and JSON bodies for POST', async () => {
    const fetch = replying({ code: 200, message: 'ok', data: null });
    const api = createApiClient({ fetch, session: memorySession('/', null).store });
    await api.request('POST /api/front/cart/num', { body: { id: 4, number: 2 } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/front/cart/num');
    const headers = init!.headers as Record<string, string>;
    expect(headers['authori-zation']).toBeUndefined();
    expect(headers['Content-Type']).toBe('application/json');
    expect(init!.body).toBe('{"id":4,"number":2}');
  });

  it('sends the interface language as Accept-Language, read at each call', async () => {
    const fetch = replying({ code: 200, message: 'ok', data: null });
    let language = 'zh-CN';
    const api = createApiClient({ fetch, language: () => language });
    await api.request('GET /api/front/pay/method');
    language = 'lo';
    await api.request('GET /api/front/pay/method');
    expect((fetch.mock.calls[0]![1]!.headers as Record<string, string>)['Accept-Language']).toBe('zh-CN');
    expect((fetch.mock.calls[1]![1]!.headers as Record<string, string>)['Accept-Language']).toBe('lo');
  });

  it('fills path parameters and encodes them', () => {
    expect(fillPath('/api/front/product/detail/:id', { id: 5 })).toBe('/api/front/product/detail/5');
    expect(fillPath('/a/:orderNo', { orderNo: 'a/b' })).toBe('/a/a%2Fb');
    expect(() => fillPath('/a/:id', {})).toThrow(/missing path parameter "id"/);
  });

  it('drops undefined query values and repeats arrays', () => {
    expect(toQueryString({ a: 1, b: undefined, c: null, d: ['x', 'y'], e: false })).toBe('?a=1&d=x&d=y&e=false');
    expect(toQueryString({})).toBe('');
  });
});

describe("the provider's wire format, decoded and encoded at the edge", () => {
  it('decodes an answer into the model: cents, lists, Dates', async () => {
    const fetch = replying({
      code: 200,
      message: 'success',
      data: {
        list: [{ id: 1, nickname: 'a', avatar: '', star: 5, comment: 'ok', pics: ['http://m/p.png'], merchantReplyContent: '', createTime: '2025-03-14 14:32:08', sku: '', uid: null }],
        total: 21,
        pageNum: 2,
        pageSize: 10,
        pages: 3,
      },
    });
    const api = createApiClient({ fetch });
    const page = await api.request('GET /api/front/product/reply/list/:id', { params: { id: 5 }, query: { page: 2 } });
    expect(page).toMatchObject({ total: 21, page: 2, limit: 10, totalPage: 3 });
    expect(page.list[0]!.createTime).toEqual(new Date('2025-03-14T06:32:08Z'));
  });

  it('turns yuan into cents and JSON text into lists', async () => {
    const fetch = replying({
      code: 200,
      message: 'success',
      data: { id: 3, name: 'Sale', type: 1, banner: '["http://m/b1.svg","http://m/b2.svg"]', instruction: '' },
    });
    const api = createApiClient({ fetch });
    const detail = await api.request('GET /api/pc/activity/detail/:aid', { params: { aid: 3 } });
    expect(detail.banner).toEqual(['http://m/b1.svg', 'http://m/b2.svg']);
    const goods = createApiClient({ fetch: replying({ code: 200, message: '', data: { list: [{ proId: 1, price: 19.99, otPrice: 29, image: '', proImage: '', storeName: '', sales: 1, stock: 2, ficti: 0 }], total: 1 } }) });
    const page = await goods.request('GET /api/front/activity/list/:aid', { params: { aid: 3 } });
    expect(page.list[0]).toMatchObject({ price: 1999, otPrice: 2900 });
    expect(page.list[0]).not.toHaveProperty('ficti');
  });

  it('reads times in the zone it is told', async () => {
    const data = { list: [{ id: 1, createTime: '2025-03-14 14:32:08', uid: 1, merId: 2, merName: '', merAvatar: '', isSwitch: true }], total: 1 };
    const api = createApiClient({ fetch: replying({ code: 200, message: '', data }), timeZone: 'UTC' });
    const page = await api.request('GET /api/front/collect/merchant/list');
    expect(page.list[0]!.createTime).toEqual(new Date('2025-03-14T14:32:08Z'));
  });

  it('sends price filters in yuan, as the provider clients do', async () => {
    const fetch = replying({ code: 200, message: 'ok', data: { list: [], total: 0 } });
    const api = createApiClient({ fetch });
    await api.request('GET /api/front/product/list', { query: { keyword: 'x', minPrice: 10050, maxPrice: 200000 } });
    expect(fetch.mock.calls[0]![0]).toBe('/api/front/product/list?keyword=x&minPrice=100.5&maxPrice=2000');
  });

  it('sends a body that is one string as bare text (an email for a code)', async () => {
    const fetch = replying({ code: 200, message: 'Code sent', data: null });
    const api = createApiClient({ fetch });
    await api.request('POST /api/front/login/email/captcha', { body: 'someone@example.com' });
    expect(fetch.mock.calls[0]![1]!.body).toBe('someone@example.com');
  });
});

describe('envelope handling (spec §8)', () => {
  const cases: Array<[number, new (...a: never[]) => ApiError, string]> = [
    [400, ValidationError, 'parameter validation failed'],
    [403, ForbiddenError, 'no permission'],
    [404, NotFoundError, 'no data found'],
    [500, ServerError, 'system exception'],
    [418, UnknownCodeError, 'system error'],
  ];
  for (const [code, Kind, fallback] of cases) {
    it(`code ${code} rejects with ${Kind.name}, the server message, and notifies`, async () => {
      const notify = vi.fn();
      const api = createApiClient({ fetch: replying({ code, message: 'from server', data: null }), notify });
      const error = await api.request('GET /api/front/pay/method').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Kind);
      expect((error as ApiError).message).toBe('from server');
      expect((error as ApiError).code).toBe(code);
      expect((error as ApiError).messageKey).toBeUndefined();
      expect(notify).toHaveBeenCalledWith(error);
    });
    it(`code ${code} without a message uses "${fallback}"`, async () => {
      const api = createApiClient({ fetch: replying({ code, message: '', data: null }) });
      const error = (await api.request('GET /api/front/pay/method').catch((e: unknown) => e)) as ApiError;
      expect(error.message).toBe(fallback);
      expect(error.messageKey).toMatch(/^apiError\./);
    });
  }

  it('exposes field errors of a 400', async () => {
    const api = createApiClient({
      fetch: replying({ code: 400, message: 'phone: must match pattern', data: { errors: [{ field: 'phone', message: 'must match pattern' }] } }, 400),
    });
    const error = (await api.request('GET /api/front/pay/method').catch((e: unknown) => e)) as ValidationError;
    expect(error.fieldErrors).toEqual([{ field: 'phone', message: 'must match pattern' }]);
    expect(error.status).toBe(400);
    expect(error.retryable).toBe(false);
  });

  it('does not notify for silent calls', async () => {
    const notify = vi.fn();
    const api = createApiClient({ fetch: replying({ code: 500, message: 'x', data: null }), notify });
    await expect(api.request('GET /api/front/pay/method', { silent: true })).rejects.toBeInstanceOf(ServerError);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('login-required rule (spec §4, §8)', () => {
  for (const code of [401, 410000, 410001, 410002]) {
    it(`code ${code} away from home: saves fromPath, removes the token, clears storage, opens sign-in and shows the message`, async () => {
      const { store, state } = memorySession('/order/order_confirm?preOrderNo=abc');
      const notify = vi.fn();
      const onLoginRequired = vi.fn();
      const api = createApiClient({ fetch: replying({ code, message: 'please sign in', data: null }), session: store, notify, onLoginRequired });
      const error = await api.request('GET /api/front/user/info').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LoginRequiredError);
      expect(state.fromPath).toBe('/order/order_confirm?preOrderNo=abc');
      expect(state.token).toBeUndefined();
      expect(state.storageCleared).toBe(true);
      expect(onLoginRequired).toHaveBeenCalledTimes(1);
      expect(notify).toHaveBeenCalledWith(error);
    });
  }

  it('on the home page (also with a locale prefix) it clears the session but opens nothing', async () => {
    for (const path of ['/', '/en', '/en/', '/?utm=1']) {
      const { store, state } = memorySession(path);
      const notify = vi.fn();
      const onLoginRequired = vi.fn();
      const api = createApiClient({ fetch: replying({ code: 401, message: 'x', data: null }), session: store, notify, onLoginRequired });
      await expect(api.request('GET /api/front/user/info')).rejects.toBeInstanceOf(LoginRequiredError);
      expect(state.token).toBeUndefined();
      expect(state.fromPath).toBe(path);
      expect(onLoginRequired).not.toHaveBeenCalled();
      expect(notify).not.toHaveBeenCalled();
    }
  });
});

describe('failures without an envelope', () => {
  it('a network failure rejects with NetworkError, status 500', async () => {
    const notify = vi.fn();
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const api = createApiClient({ fetch, notify });
    const error = (await api.request('GET /api/front/pay/method').catch((e: unknown) => e)) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.status).toBe(500);
    expect(error.messageKey).toBe('apiError.network');
    expect(error.retryable).toBe(true);
    expect(notify).toHaveBeenCalledWith(error);
  });

  it('an HTTP error without an envelope carries its status', async () => {
    const api = createApiClient({ fetch: replying('<html>Bad gateway</html>', 502) });
    const error = (await api.request('GET /api/front/pay/method').catch((e: unknown) => e)) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.status).toBe(502);
  });

  it('a 200 that is not an envelope is a NetworkError with status 500', async () => {
    const api = createApiClient({ fetch: replying({ hello: 'world' }, 200) });
    const error = (await api.request('GET /api/front/pay/method').catch((e: unknown) => e)) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error.status).toBe(500);
  });

  it('an aborted call rejects with the AbortError and notifies nobody', async () => {
    const notify = vi.fn();
    const fetch = vi.fn(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    const api = createApiClient({ fetch, notify });
    const error = (await api.request('GET /api/front/pay/method').catch((e: unknown) => e)) as Error;
    expect(error.name).toBe('AbortError');
    expect(notify).not.toHaveBeenCalled();
  });
});
