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

/** `/order/order_confirm?preOrderNo=…`. */
export function confirmPath(preOrderNo: string): string {
  return `/order/order_confirm?preOrderNo=${encodeURIComponent(preOrderNo)}`;
}

/** `/order/payment_result?orderNo=…`. */
export function paymentResultPath(orderNo: string): string {
  return `/order/payment_result?orderNo=${encodeURIComponent(orderNo)}`;
}

/** `/users/order_list?orderStatus=…` (the My Orders tab). */
export function ordersPath(tab: number): string {
  return `/users/order_list?orderStatus=${tab}`;
}

/** `/merchant/merchant/home?id=…` (the shop page comes with a later issue). */
export function shopPath(id: number): string {
  return `/merchant/merchant/home?id=${id}`;
}
