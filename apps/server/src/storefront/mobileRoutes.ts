/**
 * Where a desktop page opened on a phone goes in the mobile mall (spec §1:
 * mobile user agents are sent to the separate mobile mall), so a shared
 * goods or shop link lands on that goods or shop, not on the mobile home.
 *
 * The mobile mall is the provider's uni-app H5 build. Its pages and their
 * query names are those of its `pages.json` and each page's `onLoad`
 * (CRMEB multi-merchant Java uni-app): `pages/goods/goods_details/index?id=`,
 * `pages/merchant/home/index?merId=`, `pages/goods/goods_list/index?searchValue=&cid=`,
 * `pages/goods/order_details/index?orderNo=`, … Its H5 router runs in
 * history mode (`manifest.json` `h5.router.mode: "history"`), so pages are
 * paths under the mall's address: `https://m.example.com/pages/…`. A mall
 * built in hash mode is configured with a `#` in its address
 * (`https://m.example.com/#/`); the page then goes after the `#`.
 *
 * No mobile page (these go to the mobile home): `/goods/activity_list`
 * (activity landing pages are decorated per mall), `/goods/top_one` (no
 * ranking page), `/order/stripe_payment` (no card payment), the sign-in
 * callbacks `/middlewares/callback_*`, and any path not listed here.
 * Two pages go to their nearest neighbour: `/merchant/merchant_more` to the
 * shop street, and the review form `/users/evaluation_confirm` to the list
 * of lines to review (the mobile form is keyed by that list's own ids).
 * The payment steps of a master order (`/order/order_pay`,
 * `/order/payment_result`) go to the order list: the mobile payment pages
 * need the amount and channel the desktop flow keeps to itself.
 */

/** A page of the mobile mall: its path under the mall's root (no leading slash) and its query. */
export interface MobilePage {
  path: string;
  query?: Record<string, string>;
}

/** Locale prefixes of the desktop storefront's paths (spec §2); the mobile mall keeps its language itself. */
const LOCALE_PREFIX = /^\/(en|fr|th|lao)(?=\/|$)/;

/** A database id as the desktop pages carry it: digits, at most ten. */
function id(value: string | null | undefined): string | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) ? value : undefined;
}

/** An order or refund number (`SH…`, `PT…`, `RE…`) or a pre-order key: letters and digits only. */
function orderNo(value: string | null): string | undefined {
  return value && /^[A-Za-z0-9]{1,64}$/.test(value) ? value : undefined;
}

/** `page` with the query entries that have a value. */
function page(path: string, query: Record<string, string | undefined> = {}): MobilePage {
  const kept = Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return Object.keys(kept).length > 0 ? { path, query: kept } : { path };
}

/**
 * The desktop tabs of My Orders (`orderStatus`: 0 to pay, 1 to ship,
 * 2 to receive, 3 completed, 4 to review) as the mobile list's `status`
 * (0 to pay, 1 to ship, 4 to receive; it has no tab for completed or to
 * review, which open on "all").
 */
const ORDER_TABS: Record<string, string> = { '0': '0', '1': '1', '2': '4' };

const ORDER_LIST = 'pages/goods/order_list/index';

/** Desktop paths (without locale prefix) and the mobile page each opens; undefined: none, the mobile home. */
const ROUTES: readonly [RegExp, (q: URLSearchParams, m: RegExpMatchArray) => MobilePage | undefined][] = [
  [/^\/goods_detail\/(\d+)$/, (_, m) => (id(m[1]) ? page('pages/goods/goods_details/index', { id: m[1] }) : undefined)],
  [
    /^\/goods\/goods_search$/,
    (q) => {
      const title = q.get('title')?.trim().slice(0, 64);
      const cid = id(q.get('cid'));
      return title || cid ? page('pages/goods/goods_list/index', { searchValue: title, cid }) : page('pages/goods/goods_search/index');
    },
  ],
  // A shop's child pages carry its id as `id` (`merId` in older links).
  [
    /^\/merchant\/merchant(?:\/(home|category|coupon|qualification))?$/,
    (q, m) => {
      const merId = id(q.get('id') ?? q.get('merId'));
      if (!merId) return page('pages/merchant/merchant_street/index');
      const child = { category: 'classify', coupon: 'coupon', qualification: 'detail' }[m[1] ?? ''] ?? 'home';
      return page(`pages/merchant/${child}/index`, { merId });
    },
  ],
  [/^\/merchant\/(merchant_street|merchant_more)$/, () => page('pages/merchant/merchant_street/index')],
  [/^\/order\/shopping_cart$/, () => page('pages/order_addcart/order_addcart')],
  [/^\/order\/order_confirm$/, (q) => page('pages/goods/order_confirm/index', { orderNo: orderNo(q.get('preOrderNo')) })],
  [/^\/order\/order_detail$/, (q) => (orderNo(q.get('orderNo')) ? page('pages/goods/order_details/index', { orderNo: orderNo(q.get('orderNo')) }) : page(ORDER_LIST))],
  [/^\/order\/(order_pay|payment_result)$/, () => page(ORDER_LIST)],
  [
    /^\/order\/refund_detail$/,
    (q) => {
      const no = orderNo(q.get('refundOrderNo'));
      return no ? page('pages/goods/refund_details/index', { refundOrderNo: no }) : page('pages/goods/user_return_list/index');
    },
  ],
  [/^\/users$/, () => page('pages/user/index')],
  [/^\/users\/order_list$/, (q) => page(ORDER_LIST, { status: ORDER_TABS[q.get('orderStatus') ?? ''] })],
  [/^\/users\/address_list$/, () => page('pages/address/user_address_list/index')],
  [
    /^\/users\/collection_list$/,
    (q) => page(q.get('tab') === 'shops' ? 'pages/goods/user_merchant_collection/index' : 'pages/goods/user_goods_collection/index'),
  ],
  [/^\/users\/coupon_list$/, () => page('pages/users/user_coupon/index')],
  [/^\/users\/(evaluation_list|evaluation_confirm)$/, () => page('pages/goods/evaluation_list/index')],
  [/^\/users\/refund_list$/, () => page('pages/goods/user_return_list/index')],
  [/^\/users\/refund_confirm$/, (q) => (orderNo(q.get('orderNo')) ? page('pages/goods/goods_return/index', { orderNo: orderNo(q.get('orderNo')) }) : page(ORDER_LIST))],
  [/^\/users\/integral$/, () => page('pages/merchant/user_integral/index')],
  [/^\/users\/merchant_settled$/, () => page('pages/users/settled/index')],
  [/^\/users\/application_record$/, () => page('pages/merchant/application_record/index')],
  [/^\/users\/user_info$/, () => page('pages/users/user_info/index')],
  [/^\/login$/, () => page('pages/users/login/index')],
  [/^\/middlewares\/privacy_agreement$/, () => page('pages/goods/agreement_info/index', { from: 'userprivacyinfo' })],
];

/**
 * The mobile page for a desktop path and query (`/en/goods_detail/5`,
 * `?title=…`); undefined for the home page and for paths without a mobile
 * page (see the module comment).
 */
export function mobilePageFor(pathname: string, query: URLSearchParams): MobilePage | undefined {
  const path = pathname.replace(LOCALE_PREFIX, '').replace(/\/+$/, '') || '/';
  for (const [pattern, to] of ROUTES) {
    const match = path.match(pattern);
    if (match) return to(query, match);
  }
  return undefined;
}

/**
 * The address of `page` in the mobile mall at `mobileUrl` (home data's
 * `mobileUrl`): under its path in history mode (`https://m.example.com/h5/`
 * → `https://m.example.com/h5/pages/…?id=5`), after its `#` in hash mode
 * (`https://m.example.com/#/` → `https://m.example.com/#/pages/…?id=5`).
 * `mobileUrl` itself when there is no page, or it is not an absolute URL.
 */
export function mobileAddress(mobileUrl: string, target: MobilePage | undefined): string {
  if (!target) return mobileUrl;
  const query = target.query ? `?${new URLSearchParams(target.query)}` : '';
  const hash = mobileUrl.indexOf('#');
  if (hash >= 0) return `${mobileUrl.slice(0, hash)}#/${target.path}${query}`;
  let url: URL;
  try {
    url = new URL(mobileUrl);
  } catch {
    return mobileUrl;
  }
  const root = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  return `${url.origin}${root}${target.path}${query}`;
}

/**
 * Where a phone asking for the desktop page `requestUrl` (path and query,
 * as in the request line) is sent: that page in the mobile mall, or its home.
 */
export function mobileRedirect(mobileUrl: string, requestUrl: string): string {
  let url: URL;
  try {
    url = new URL(requestUrl, 'http://desktop.invalid');
  } catch {
    return mobileUrl;
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return mobileUrl;
  }
  return mobileAddress(mobileUrl, mobilePageFor(pathname, url.searchParams));
}
