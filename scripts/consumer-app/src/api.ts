// The calls of @mall/api's README, type-checked against the published types (not run: there is no mall here).
import { createApiClient, type ApiError } from '@mall/api';
import { createBrowserSession } from '@mall/api/browser';

export async function readCatalogue(notify: (error: ApiError) => void): Promise<number | undefined> {
  const api = createApiClient({ baseUrl: 'https://mall.example', session: createBrowserSession(), language: () => document.documentElement.lang, notify });
  const home = await api.request('GET /api/pc/home/index');
  const goods = await api.request('GET /api/front/product/list', { query: { keyword: 'tea', page: 1, limit: 20 } });
  return home.logoUrl ? goods.list[0]?.price : undefined;
}
