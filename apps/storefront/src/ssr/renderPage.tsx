import { PassThrough } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode, type ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createApiClient, NotFoundError, PAGE_DATA_ELEMENT_ID, type RenderedPage, type RenderPageInput } from '@mall/api';
import { languageTag } from '@mall/ui';
import { MALL_TIME_ZONE } from '../api/mallTimeZone.ts';
import { localeOfPath } from '../app/localePath.ts';
import { preloadParts } from '../app/preloadable.ts';
import { loadMessages } from '../i18n/loadMessages.ts';
import { ensureLocaleData } from '../i18n/localeData.ts';
import { createRoutes, type RouteHandle } from '../routes/routes.tsx';
import { PageDataContext, type PageDataLoader } from './PageDataContext.ts';
import { serializePageData, type PageDataState } from './pageData.ts';

/** Longest a render may take before it is given up (ms): the page is then served for the browser to render. */
export const RENDER_TIMEOUT_MS = 5_000;

/** `<title>`, `<meta>` and `<link>` tags at the start of the markup, which React hoists there for a head. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)+/;

const routes = createRoutes();
const handler = createStaticHandler(routes);

/** The answers of one render, keyed as SWR keys them; each read starts once. */
function createLoader(cache: Map<string, PageDataState>): PageDataLoader {
  const reads = new Map<string, Promise<void>>();
  return {
    load(key, read) {
      let pending = reads.get(key);
      if (!pending) {
        const done = read().then(
          (data) => void cache.set(key, { data }),
          (error: unknown) => void cache.set(key, { error: error as PageDataState['error'] }),
        );
        // React's mark of a settled thenable: `use` then returns at once instead of suspending again.
        void done.then(() => Object.assign(done, { status: 'fulfilled', value: undefined }));
        reads.set(key, (pending = done));
      }
      return pending;
    },
    put: (key, data) => void cache.set(key, { data }),
  };
}

/** The whole markup of `element`, once every part waiting for data or code is done (React 19 streaming). */
function renderToHtml(element: ReactNode): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(element, {
      // Every boundary inline, never outlined to be revealed by an inline script: the content policy
      // forbids inline scripts, and a page must read with scripts off.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        const sink = new PassThrough();
        let html = '';
        sink.setEncoding('utf8');
        sink.on('data', (chunk: string) => (html += chunk));
        sink.on('end', () => resolve({ html, failed }));
        pipe(sink);
      },
      onShellError: reject,
      // A part that throws is left for the browser to render; the page is not kept.
      onError() {
        failed = true;
      },
    });
    const timer = setTimeout(() => abort(new Error(`render took over ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
  });
}

/**
 * Whether the storefront renders `url`'s page on the server: the public
 * pages and the not-found page (issue 17). Members-only and sign-in pages
 * are left to the browser behind the route guard.
 */
function isServerRendered(handles: Array<RouteHandle | undefined>): boolean {
  return handles.some((handle) => handle?.serverRendered) && !handles.some((handle) => handle?.auth);
}

/**
 * Renders a public page of the storefront on the server (issue 17): the
 * same routes, shell and pages as the browser, in the path's locale, with
 * every answer the page shows read first (useApi waits on the server) and
 * handed to the browser, so hydrating it fetches nothing again. Emotion's
 * styles of the markup are extracted per render. Returns null for a page
 * that is not rendered on the server.
 * @throws when the shell itself fails to render.
 */
export async function renderPage(input: RenderPageInput): Promise<RenderedPage | null> {
  const url = new URL(input.url, input.origin);
  const locale = localeOfPath(url.pathname);
  const [, , context] = await Promise.all([ensureLocaleData(locale), loadMessages(locale), handler.query(new Request(url))]);
  if (context instanceof Response) return null;
  if (!isServerRendered(context.matches.map((match) => match.route.handle as RouteHandle | undefined))) return null;
  // The matched pages' modules are loaded now, and with them the parts they draw.
  await preloadParts();

  const cache = new Map<string, PageDataState>();
  const api = createApiClient({ fetch: input.fetch, language: () => languageTag(locale), timeZone: MALL_TIME_ZONE });
  const emotion = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(emotion);
  const router = createStaticRouter(handler.dataRoutes, context);
  const rendered = await renderToHtml(
    <StrictMode>
      <CacheProvider value={emotion}>
        <PageDataContext.Provider value={{ loader: createLoader(cache), cache, api }}>
          {/* Not `hydrate`: the router's data would be an inline script, which the content policy forbids; the browser needs none. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageDataContext.Provider>
      </CacheProvider>
    </StrictMode>,
  );
  // React writes the page's <title> and image preloads first; the server's head has them already.
  const chunks = extractCriticalToChunks(rendered.html.replace(LEADING_HEAD_TAGS, ''));
  const entries = [...cache];
  const answerFailed = entries.some(([, state]) => state.error && !(state.error instanceof NotFoundError));
  return {
    html: chunks.html,
    styles: constructStyleTagsFromChunks(chunks),
    data: `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${serializePageData(entries)}</script>`,
    failed: rendered.failed || answerFailed,
  };
}
