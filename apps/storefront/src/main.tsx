import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { LOCALE_COOKIE, PAGE_DATA_ELEMENT_ID } from '@mall/api';
import { asLocale, DEFAULT_LOCALE, languageTag } from '@mall/ui';
import '@mall/ui/fallback-fonts.css';
import { localeOfPath, localizePath } from './app/localePath.ts';
import { preloadParts } from './app/preloadable.ts';
import { loadMessages } from './i18n/loadMessages.ts';
import { ensureLocaleData } from './i18n/localeData.ts';
import { browser } from './platform/browser.ts';
import { createRoutes } from './routes/routes.tsx';
import { PageDataContext, type PageData } from './ssr/PageDataContext.ts';
import { parsePageData } from './ssr/pageData.ts';

/**
 * Loads the code of the routes matching the current location before the router is made, so the first
 * render draws the page itself (what the server rendered) instead of waiting for its chunk.
 */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The client entry: the only place that reads the browser before rendering. Not top-level `await`: a module
 * using it turns off the bundler's merging of shared chunks, and the first page then loads dozens of tiny files.
 */
async function start(): Promise<void> {
  // A path without a prefix opens in the language saved in the `locale` cookie (spec §2); the server
  // redirects such a page itself, this covers a copy kept by a shared cache.
  const saved = asLocale(browser.cookie(LOCALE_COOKIE));
  const { pathname, search, hash } = window.location;
  const moved = saved !== undefined && saved !== DEFAULT_LOCALE && localeOfPath(pathname) === DEFAULT_LOCALE;
  if (moved) window.history.replaceState(null, '', localizePath(pathname, saved) + search + hash);
  const locale = localeOfPath(window.location.pathname);
  document.documentElement.lang = languageTag(locale);

  const root = document.getElementById('root')!;
  const served = document.getElementById(PAGE_DATA_ELEMENT_ID);
  const routes = createRoutes();
  // A page the server rendered is hydrated, unless the path changed language above, or its code cannot
  // be fetched: the app then renders afresh, and the router shows the page's load failure (RouteError).
  const [hydrating] = await Promise.all([
    served !== null && !moved && loadMatchedRoutes(routes).then(() => true, () => false),
    ensureLocaleData(locale),
    loadMessages(locale),
  ]);
  const pageData: PageData = {};
  if (hydrating) {
    // The page's parts (footer, home blocks) are drawn as the server drew them, not after a fallback;
    // one that cannot be fetched suspends in place and fails there, as it would without the server.
    await preloadParts().catch(() => undefined);
    const entries = parsePageData(served!.textContent ?? '[]');
    pageData.cache = new Map(entries);
    pageData.fromServer = new Set(entries.map(([key]) => key));
  }
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <PageDataContext.Provider value={pageData}>
        <RouterProvider router={router} />
      </PageDataContext.Provider>
    </StrictMode>
  );
  if (hydrating) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
