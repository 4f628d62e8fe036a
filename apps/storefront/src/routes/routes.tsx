import { lazy, Suspense, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '@mall/ui';
import { AppShell } from '../app/AppShell.tsx';
import { PREFIXED_LOCALES } from '../app/localePath.ts';
import { loadOrderMessages } from '../i18n/loadMessages.ts';
import { OrderMessages } from '../i18n/OrderMessages.tsx';
/** The error page loads when a page fails, not with every page. */
const RouteError = lazy(() => import('./RouteError.tsx'));

/**
 * What shows while the first page's chunk loads on a cold start: nothing,
 * for the few milliseconds it takes (the HTML already paints the page colour).
 */
function FirstLoad() {
  return null;
}

/** What a route asks of the shopper (spec §2: pages are auth-required or guest-only). */
export interface RouteHandle {
  auth?: 'required' | 'guest';
  /** A public page rendered on the server, then hydrated (issue 17); the others are rendered in the browser. */
  serverRendered?: boolean;
}

/** A page module loaded when its route is first visited (code splitting). */
function page(load: () => Promise<{ default: ComponentType }>, handle?: RouteHandle): Pick<RouteObject, 'lazy' | 'handle'> {
  return { lazy: () => load().then((m) => ({ Component: m.default })), handle };
}

/**
 * An order page (checkout, payment, orders, points, refunds, reviews) loaded when its route is
 * first visited, together with the order messages of `locale` (@mall/ui's
 * order and points families and the storefront's order pages'), which the
 * home page never downloads; the page renders inside {@link OrderMessages}.
 */
function orderPage(
  load: () => Promise<{ default: ComponentType }>,
  locale: Locale,
  handle?: RouteHandle,
): Pick<RouteObject, 'lazy' | 'handle'> {
  return {
    lazy: () =>
      Promise.all([load(), loadOrderMessages(locale)]).then(([m]) => {
        const Page = m.default;
        return {
          Component: function OrderPage() {
            return (
              <OrderMessages>
                <Page />
              </OrderMessages>
            );
          },
        };
      }),
    handle,
  };
}

const signedIn = { auth: 'required' } as const;
/** Public pages: rendered on the server (issue 17). */
const server = { serverRendered: true } as const;

/** The pages of spec §2's route table, without a locale prefix; `locale` is the language they are shown in. */
function pageRoutes(locale: Locale): RouteObject[] {
  return [
    { index: true, ...page(() => import('./home.tsx'), server) },
    { path: 'login', ...page(() => import('./login.tsx'), { auth: 'guest' }) },
    { path: 'goods_detail/:id', ...page(() => import('./goods_detail.tsx'), server) },
    { path: 'goods/goods_search', ...page(() => import('./goods/goods_search.tsx'), server) },
    { path: 'goods/activity_list', ...page(() => import('./goods/activity_list.tsx'), server) },
    { path: 'goods/top_one', ...page(() => import('./goods/top_one.tsx'), server) },
    {
      path: 'merchant/merchant',
      ...page(() => import('./merchant/layout.tsx'), server),
      children: [
        { index: true, ...page(() => import('./merchant/home.tsx')) },
        { path: 'home', ...page(() => import('./merchant/home.tsx')) },
        { path: 'category', ...page(() => import('./merchant/category.tsx')) },
        { path: 'coupon', ...page(() => import('./merchant/coupon.tsx')) },
        { path: 'qualification', ...page(() => import('./merchant/qualification.tsx')) },
      ],
    },
    { path: 'merchant/merchant_more', ...page(() => import('./merchant/merchant_more.tsx'), server) },
    { path: 'merchant/merchant_street', ...page(() => import('./merchant/merchant_street.tsx'), server) },
    { path: 'middlewares/callback_twitter', ...page(() => import('./middlewares/callback_twitter.tsx')) },
    { path: 'middlewares/callback_google', ...page(() => import('./middlewares/callback_google.tsx')) },
    { path: 'middlewares/callback_facebook', ...page(() => import('./middlewares/callback_facebook.tsx')) },
    { path: 'middlewares/qr_confirm', ...page(() => import('./middlewares/qr_confirm.tsx'), signedIn) },
    { path: 'middlewares/privacy_agreement', ...page(() => import('./middlewares/privacy_agreement.tsx')) },
    { path: 'order/shopping_cart', ...page(() => import('./order/shopping_cart.tsx'), signedIn) },
    { path: 'order/order_confirm', ...orderPage(() => import('./order/order_confirm.tsx'), locale, signedIn) },
    { path: 'order/order_pay', ...orderPage(() => import('./order/order_pay.tsx'), locale, signedIn) },
    { path: 'order/order_detail', ...orderPage(() => import('./order/order_detail.tsx'), locale, signedIn) },
    { path: 'order/payment_result', ...orderPage(() => import('./order/payment_result.tsx'), locale, signedIn) },
    { path: 'order/refund_detail', ...orderPage(() => import('./order/refund_detail.tsx'), locale, signedIn) },
    // Stripe.js and the Payment Element load with this page's chunk only.
    { path: 'order/stripe_payment', ...orderPage(() => import('./order/stripe_payment.tsx'), locale, signedIn) },
    {
      path: 'users',
      ...page(() => import('./users/layout.tsx'), signedIn),
      children: [
        { index: true, ...orderPage(() => import('./users/home.tsx'), locale) },
        { path: 'order_list', ...orderPage(() => import('./users/order_list.tsx'), locale) },
        { path: 'integral', ...orderPage(() => import('./users/integral.tsx'), locale) },
        { path: 'address_list', ...page(() => import('./users/address_list.tsx')) },
        { path: 'application_record', ...orderPage(() => import('./users/application_record.tsx'), locale) },
        { path: 'collection_list', ...page(() => import('./users/collection_list.tsx')) },
        { path: 'coupon_list', ...orderPage(() => import('./users/coupon_list.tsx'), locale) },
        { path: 'evaluation_confirm', ...orderPage(() => import('./users/evaluation_confirm.tsx'), locale) },
        { path: 'evaluation_list', ...orderPage(() => import('./users/evaluation_list.tsx'), locale) },
        { path: 'merchant_settled', ...orderPage(() => import('./users/merchant_settled.tsx'), locale) },
        { path: 'refund_confirm', ...orderPage(() => import('./users/refund_confirm.tsx'), locale) },
        { path: 'refund_list', ...orderPage(() => import('./users/refund_list.tsx'), locale) },
        { path: 'user_info', ...orderPage(() => import('./users/user_info.tsx'), locale) },
      ],
    },
    { path: '*', ...page(() => import('./not_found.tsx'), server) },
  ];
}

/**
 * Spec §2's routes, once without a prefix (zh-CN) and once under each other
 * locale's prefix (`/en/…`). Pages render inside the app shell; a failing
 * page shows its error inside the layout.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <AppShell />,
      HydrateFallback: FirstLoad,
      children: [
        {
          errorElement: (
            <Suspense fallback={null}>
              <RouteError />
            </Suspense>
          ),
          children: [...pageRoutes(DEFAULT_LOCALE), ...PREFIXED_LOCALES.map((locale) => ({ path: locale, children: pageRoutes(locale) }))],
        },
      ],
    },
  ];
}
