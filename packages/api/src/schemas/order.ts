import { Type } from 'typebox';
import { Id, PageQueryProps, PlainText } from './common.ts';
import { CART_MAX_QUANTITY } from './cart.ts';

/**
 * One checkout line: `{shoppingCartId}` for `shoppingCart` pre-orders, or
 * `{productId, attrValueId, productNum}` for `buyNow` (one line). The server
 * checks that the fields match the type and names the missing one.
 */
export const PreOrderDetail = Type.Object({
  shoppingCartId: Type.Optional(Id),
  productId: Type.Optional(Id),
  attrValueId: Type.Optional(Id),
  productNum: Type.Optional(Type.Integer({ minimum: 1, maximum: CART_MAX_QUANTITY })),
});

/** Body of `POST /api/front/order/pre/order` (crmeb-api §4.7). */
export const PreOrderBody = Type.Object({
  preOrderType: Type.Enum(['shoppingCart', 'buyNow']),
  orderDetails: Type.Array(PreOrderDetail, { minItems: 1, maxItems: 100 }),
});

/** Pre-order numbers are opaque tokens made by the server. */
export const PreOrderNo = Type.String({ pattern: '^[A-Za-z0-9]{8,64}$' });
export const PreOrderParams = Type.Object({ preOrderNo: PreOrderNo });

/**
 * Payment types, by the provider's names (crmeb-api §4.8): `yue` pays from
 * the shopper's mall balance (the name of the provider's domestic edition;
 * its PC client never offers it), `cod` is cash on delivery (the order ships
 * unpaid and is paid at the door). Which are on comes from `pay/method`.
 */
export const PayType = Type.Enum(['yue', 'paypal', 'stripe', 'wechat', 'cod', 'upi']);
export const PayChannel = Type.Enum(['pc', 'mobile']);

/** Most characters of the buyer's note (spec §9: "under 150"). */
export const ORDER_NOTE_MAX = 149;

/** Body of `POST /api/front/order/create`. */
export const OrderCreateBody = Type.Object({
  preOrderNo: PreOrderNo,
  addressId: Id,
  payType: PayType,
  payChannel: Type.Optional(PayChannel),
  mark: Type.Optional(PlainText(ORDER_NOTE_MAX)),
  couponId: Type.Optional(Type.Integer({ minimum: 0 })),
});

/**
 * Body of `POST /api/front/order/computed/price`: `couponId` is the
 * shopper's coupon (the provider's confirm page sends '' when none is ticked).
 */
export const ComputedPriceBody = Type.Object({
  preOrderNo: PreOrderNo,
  addressId: Type.Optional(Id),
  couponId: Type.Optional(Type.Integer({ minimum: 0 })),
});

/** Order numbers: `PT…` master orders, `SH…` merchant orders. */
export const OrderNo = Type.String({ pattern: '^(PT|SH)[0-9]{10,30}$' });
export const OrderNoParams = Type.Object({ orderNo: OrderNo });

/** Query of `GET /api/front/order/await/pay/list`: paging only. */
export const AwaitPayListQuery = Type.Object({ ...PageQueryProps });

/** Query of `GET /api/front/order/list`: tab 0 unpaid, 1 awaiting shipment, 2 awaiting receipt, 3 completed. */
export const OrderListQuery = Type.Object({
  ...PageQueryProps,
  type: Type.Integer({ minimum: 0, maximum: 3 }),
});

/** Body of `POST /api/front/pay/payment`. */
export const PaymentBody = Type.Object({
  orderNo: OrderNo,
  payType: PayType,
  payChannel: Type.Optional(PayChannel),
});
