import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { LOCALE_COOKIE } from '@mall/api';
import { asLocale, DEFAULT_LOCALE, ensureLocaleData, languageTag } from '@mall/ui';
import '@mall/ui/fallback-fonts.css';
import { localeOfPath, localizePath } from './app/localePath.ts';
import { loadMessages } from './i18n/loadMessages.ts';
import { browser } from './platform/browser.ts';
import { createRoutes } from './routes/routes.tsx';

// The client entry: the only place that reads the browser before rendering.
// A path without a prefix opens in the language saved in the `locale` cookie (spec §2).
const saved = asLocale(browser.cookie(LOCALE_COOKIE));
const { pathname, search, hash } = window.location;
if (saved && saved !== DEFAULT_LOCALE && localeOfPath(pathname) === DEFAULT_LOCALE) {
  window.history.replaceState(null, '', localizePath(pathname, saved) + search + hash);
}
const locale = localeOfPath(window.location.pathname);
document.documentElement.lang = languageTag(locale);
await Promise.all([ensureLocaleData(locale), loadMessages(locale)]);
const router = createBrowserRouter(createRoutes());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
