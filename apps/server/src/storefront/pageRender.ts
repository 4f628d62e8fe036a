import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { RenderedPage, RenderPageInput } from '@mall/api';

/**
 * The storefront's server render (issue 17): the page at `url` (path and
 * query with its locale prefix), its calls answered by `fetch`; null for a
 * page the browser renders (members-only, sign-in).
 */
export type PageRenderer = (input: RenderPageInput) => Promise<RenderedPage | null>;

/** Where the storefront's build puts its server render, beside the client build `dist/`. */
function pageRendererFile(storefrontDir: string): string {
  return path.join(path.dirname(storefrontDir), 'dist-ssr', 'renderPage.js');
}

/**
 * Loads the storefront's server render built beside `storefrontDir`
 * (`vite build --ssr`), or null when it is not built (pages are then
 * rendered in the browser, as before issue 17).
 */
export async function loadPageRenderer(storefrontDir: string): Promise<PageRenderer | null> {
  const file = pageRendererFile(storefrontDir);
  if (!existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage: PageRenderer };
  return module.renderPage;
}

/**
 * A `fetch` whose calls `app` answers in its own process (Fastify's
 * `inject`): a page rendered on the server reads the catalogue through the
 * same routes, rules and wire format as the browser, without a socket,
 * at the page's `origin`.
 */
export function inProcessFetch(app: FastifyInstance, origin: string): typeof fetch {
  const { host, protocol } = new URL(origin);
  return async (input, init) => {
    const target = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(target, 'http://in-process');
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      // Asked at the page's host, so the answers' absolute URLs (pictures) are the page's.
      headers: { ...Object.fromEntries(new Headers(init?.headers)), host, 'x-forwarded-proto': protocol.slice(0, -1) },
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };
}

/**
 * `page` (the storefront's `index.html` with its head written) with the
 * rendered markup in `#root`, its styles at the end of the head and its data after the root.
 */
export function withRenderedBody(page: string, rendered: RenderedPage): string {
  return page
    .replace('</head>', () => `${rendered.styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>${rendered.data}`);
}
