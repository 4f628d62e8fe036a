/**
 * Storefront paths of spec §2, built in one place.
 */

/** `/goods/goods_search?title=…&cid=…` (empty values left out). */
export function searchPath(query: { title?: string; cid?: number }): string {
  const params = new URLSearchParams();
  if (query.title) params.set('title', query.title);
  if (query.cid) params.set('cid', String(query.cid));
  const text = params.toString();
  return `/goods/goods_search${text ? `?${text}` : ''}`;
}

/** `/goods_detail/{id}`. */
export function goodsPath(id: number): string {
  return `/goods_detail/${id}`;
}

/** `/goods/activity_list?id=…`: an activity's landing page (crmeb-api §3). */
export function activityPath(id: number): string {
  return `/goods/activity_list?id=${id}`;
}

/** `/goods/top_one`: the ranking (top 20 by sales). */
export const TOP_ONE_PATH = '/goods/top_one';

/** `/order/order_confirm?preOrderNo=…`. */
export function confirmPath(preOrderNo: string): string {
  return `/order/order_confirm?preOrderNo=${encodeURIComponent(preOrderNo)}`;
}

/** `/order/payment_result?orderNo=…`. */
export function paymentResultPath(orderNo: string): string {
  return `/order/payment_result?orderNo=${encodeURIComponent(orderNo)}`;
}

/** `/order/stripe_payment?orderNo=…`: card payment of a master order (`PT…`). */
export function stripePaymentPath(orderNo: string): string {
  return `/order/stripe_payment?orderNo=${encodeURIComponent(orderNo)}`;
}

/** `/users/order_list`: every order of the shopper (the "all" tab). */
export const ORDERS_PATH = '/users/order_list';

/**
 * `/users/order_list?orderStatus=…` (the My Orders tab): the provider's
 * numbers 0 to pay, 1 awaiting shipment, 2 awaiting receipt, 3 completed,
 * and the mall's 4 to review; without a tab, every order (the "all" tab).
 */
export function ordersPath(tab?: number): string {
  return tab === undefined ? ORDERS_PATH : `${ORDERS_PATH}?orderStatus=${tab}`;
}

/** `/order/order_pay?orderNo=…`: the payment step of a master order (`PT…`). */
export function orderPayPath(orderNo: string): string {
  return `/order/order_pay?orderNo=${encodeURIComponent(orderNo)}`;
}

/** `/order/order_detail?orderNo=…`: a merchant order (`SH…`), or an unpaid master order (`PT…`). */
export function orderDetailPath(orderNo: string): string {
  return `/order/order_detail?orderNo=${encodeURIComponent(orderNo)}`;
}

/** `/order/shopping_cart`: the cart. */
export const CART_PATH = '/order/shopping_cart';

/** `/users/integral`: the shopper's points and their changes. */
export const POINTS_PATH = '/users/integral';

/** `/merchant/merchant/home?id=…`: a shop's home tab. */
export function shopPath(id: number): string {
  return shopPagePath(id, 'home');
}

/** The child pages of a shop (spec §2 /merchant/merchant: home, category, coupon, qualification). */
export type ShopPage = 'home' | 'category' | 'coupon' | 'qualification';

/**
 * `/merchant/merchant/{page}?id=…&…`: a shop's child page, `id` first, then
 * `query` in order with empty values left out (crmeb-api §3, e.g. `category?id=&cateId=&search=`).
 */
export function shopPagePath(id: number, page: ShopPage, query: Record<string, string | number | undefined> = {}): string {
  const params = new URLSearchParams({ id: String(id) });
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return `/merchant/merchant/${page}?${params.toString()}`;
}

/** `/merchant/merchant_street`: the shop street. */
export const MERCHANT_STREET_PATH = '/merchant/merchant_street';

/** `/merchant/merchant_more`: every shop, with filters. */
export const MERCHANT_MORE_PATH = '/merchant/merchant_more';

/** `/users/refund_confirm?orderNo=…`: asking money back on a merchant order (`SH…`). */
export function refundConfirmPath(orderNo: string): string {
  return `/users/refund_confirm?orderNo=${encodeURIComponent(orderNo)}`;
}

/** `/users/refund_list`: the shopper's refunds. */
export const REFUNDS_PATH = '/users/refund_list';

/** `/order/refund_detail?refundOrderNo=…`: one refund (`RE…`). */
export function refundDetailPath(refundOrderNo: string): string {
  return `/order/refund_detail?refundOrderNo=${encodeURIComponent(refundOrderNo)}`;
}

/** `/users/evaluation_list`, on the "reviewed" tab when `tab` says so (the "to review" tab is the default). */
export function reviewsPath(tab: 'toReview' | 'reviewed' = 'toReview'): string {
  return tab === 'reviewed' ? '/users/evaluation_list?tab=reviewed' : '/users/evaluation_list';
}

/** `/users/evaluation_confirm?orderNo=…&orderInfoId=…`: the review form of one line of a merchant order. */
export function reviewConfirmPath(orderNo: string, orderInfoId: number): string {
  return `/users/evaluation_confirm?orderNo=${encodeURIComponent(orderNo)}&orderInfoId=${orderInfoId}`;
}

/** `menuCur` of the merchant-application entry of the account menu (spec §2: `/users/merchant_settled?menuCur=70`). */
const MERCHANT_APPLY_MENU = 70;

/** `/users/merchant_settled?menuCur=70`: the settlement form; with `id`, editing (or resubmitting) that application. */
export function merchantSettledPath(id?: number): string {
  return `/users/merchant_settled?menuCur=${MERCHANT_APPLY_MENU}${id === undefined ? '' : `&id=${id}`}`;
}

/** `/users/application_record`: the shopper's merchant applications (its own menu entry, so no `menuCur`). */
export const APPLICATION_RECORD_PATH = '/users/application_record';
