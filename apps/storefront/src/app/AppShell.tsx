import { Suspense, use, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { SWRConfig } from 'swr';
import { createApiClient, type ApiClientOptions } from '@mall/api';
import { MALL_TIME_ZONE } from '../api/mallTimeZone.ts';
import { createBrowserSession } from '@mall/api/browser';
import { MallProvider, SYSTEM_FONT_FAMILY, Toaster, languageTag, theme, type Locale, type MallTheme } from '@mall/ui';
import { ApiContext, ClientOptionsContext } from '../api/ApiContext.tsx';
import { useHomeData } from '../data/catalog.ts';
import { loadedMessages, loadMessages } from '../i18n/loadMessages.ts';
import { ensureLocaleData } from '../i18n/localeData.ts';
import { RouterLink } from '../link/RouterLink.tsx';
import { PageDataContext } from '../ssr/PageDataContext.ts';
import { LocaleContext } from '../state/LocaleContext.tsx';
import { alignLocaleCookie, saveLocale } from '../state/localeCookie.ts';
import { SessionProvider } from '../state/SessionProvider.tsx';
import { MallStoreContext, createMallStore, persistStoredFields } from '../state/store.ts';
import { ClientBridge } from './ClientBridge.ts';
import { Layout } from './Layout.tsx';
import { localeOfPath, localizePath } from './localePath.ts';
import { NotifierBridge } from './NotifierBridge.tsx';
import { RouteGuard } from './RouteGuard.tsx';
import { useFirstPageHead } from './useFirstPageHead.ts';

/**
 * The root of every page: the API client (spec §7, §8 rules), data cache,
 * shared state, language (from the path's prefix), theme and messages,
 * session, route guard, and the layout around the page.
 */
export function AppShell() {
  const location = useLocation();
  const navigate = useNavigate();
  const locale = localeOfPath(location.pathname);
  const [store] = useState(createBrowserSession);
  const [mall] = useState(createMallStore);
  const [bridge] = useState(() => new ClientBridge(languageTag(locale)));
  // One set of client options: an upload follows the same rules as every other call.
  const [clientOptions] = useState(
    (): ApiClientOptions => ({
      session: store,
      notify: (error) => bridge.notify(error),
      onLoginRequired: () => bridge.loginRequired(),
      // Every call, reads and changes alike, first brings a saved language in step with the page's:
      // the server answers content in the cookie's language before Accept-Language's.
      language: () => {
        alignLocaleCookie(localeOfPath(store.currentPath()));
        return bridge.language();
      },
      timeZone: MALL_TIME_ZONE,
    }),
  );
  const pageData = useContext(PageDataContext);
  // The server's render reads through its own client (no session, the page's language); the browser's is made here.
  const [api] = useState(() => pageData.api ?? createApiClient(clientOptions));
  // The answers a server-rendered page came with (or the server render's cache) are SWR's first cache.
  const [swrConfig] = useState(() => ({ revalidateOnFocus: true, errorRetryCount: 2, provider: () => pageData.cache ?? new Map() }));

  useEffect(() => persistStoredFields(mall), [mall]);
  useFirstPageHead(location.pathname + location.search);
  useEffect(() => {
    document.documentElement.lang = languageTag(locale);
  }, [locale]);

  const setLocale = useCallback(
    async (next: Locale) => {
      saveLocale(next);
      // Everything the new language needs is loaded before the page switches to it.
      await Promise.all([ensureLocaleData(next), loadMessages(next)]);
      navigate(localizePath(location.pathname, next) + location.search + location.hash);
    },
    [navigate, location.pathname, location.search, location.hash],
  );
  const localeValue = useMemo(() => ({ locale, setLocale: (next: Locale) => void setLocale(next) }), [locale, setLocale]);

  return (
    <ApiContext.Provider value={api}>
      <ClientOptionsContext.Provider value={clientOptions}>
        <SWRConfig value={swrConfig}>
          <MallStoreContext.Provider value={mall}>
            <LocaleContext.Provider value={localeValue}>
              <Suspense fallback={null}>
                <Themed locale={locale}>
                  <NotifierBridge bridge={bridge} />
                  <SessionProvider store={store} bridge={bridge}>
                    <Layout>
                      <RouteGuard>
                        <Outlet />
                      </RouteGuard>
                    </Layout>
                  </SessionProvider>
                  <Toaster />
                  {/* A new page starts at the top, going back returns to where the shopper was; changing a
                      page's query (tab, sort, filter, page) keeps the scroll, so it is keyed by path alone. */}
                  <ScrollRestoration getKey={(entry) => entry.pathname} />
                </Themed>
              </Suspense>
            </LocaleContext.Provider>
          </MallStoreContext.Provider>
        </SWRConfig>
      </ClientOptionsContext.Provider>
    </ApiContext.Provider>
  );
}

/** The mall's tokens with the shopper's own faces drawing the text (issue 17: no web font for Chinese). */
const SHOP_THEME: MallTheme = { ...theme, font: { ...theme.font, family: SYSTEM_FONT_FAMILY } };

/**
 * MallProvider with the locale's messages (loaded once per locale; the entry
 * loads the first before rendering, a language switch before navigating, so
 * this rarely waits) and the currency of the home data.
 */
function Themed({ locale, children }: { locale: Locale; children: ReactNode }) {
  const home = useHomeData();
  // Loaded before the first render (the entries wait for it), so hydration finds them without suspending.
  const messages = loadedMessages(locale) ?? use(loadMessages(locale));
  return (
    <MallProvider
      theme={SHOP_THEME}
      globalStyles
      locale={locale}
      currencySymbol={home.data?.shopPayCurrency}
      messages={messages}
      linkComponent={RouterLink}
    >
      {children}
    </MallProvider>
  );
}
