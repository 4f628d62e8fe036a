import { Type } from 'typebox';
import { ORDER_NOTE_MAX } from '../limits.ts';
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

export { ORDER_NOTE_MAX };

/**
 * The shopper's coupons chosen at checkout (user-coupon ids, the mall's
 * addition to the provider's single `couponId`): at most one merchant or
 * goods coupon per shop in the order plus one platform coupon
 * (docs/adr/0010-checkout-discounts.md). The server names `couponIds` when a
 * choice breaks a rule.
 */
export const CouponIds = Type.Array(Id, { maxItems: 101, uniqueItems: true });

/** Opaque fingerprint of a priced checkout (`priceKey` of `computed/price`), made by the server. */
export const PriceKey = Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' });

/** A shop's own buyer note at checkout (spec §9: under 150 characters). */
export const OrderMerchantRequest = Type.Object({
  merId: Id,
  remark: Type.Optional(PlainText(ORDER_NOTE_MAX)),
});

/**
 * Body of `POST /api/front/order/computed/price`: the provider's
 * `{preOrderNo, addressId, couponId}` (`couponId` is one coupon of the
 * shopper of any kind; the provider's confirm page sends '' when none is
 * ticked), plus the mall's `couponIds` (one per shop + one platform coupon)
 * and `useIntegral` (spend points: as many as the rules allow).
 */
export const ComputedPriceBody = Type.Object({
  preOrderNo: PreOrderNo,
  addressId: Type.Optional(Id),
  couponId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  couponIds: Type.Optional(CouponIds),
  useIntegral: Type.Optional(Type.Boolean()),
});

/**
 * Body of `POST /api/front/order/create`: the choices of `computed/price`,
 * the address and payment type (optional here so that a missing one is
 * answered "select shipping address" / "select payment method", spec §8),
 * the provider's single note `mark` for every shop, per-shop notes
 * `orderMerchantRequestList` (the mall's), and `priceKey`, the fingerprint of
 * the price the shopper saw: a checkout whose price changed since is refused.
 * The provider's client also sends `realName`, `phone` and `email`; the
 * address decides them.
 */
export const OrderCreateBody = Type.Object({
  preOrderNo: PreOrderNo,
  addressId: Type.Optional(Id),
  payType: Type.Optional(PayType),
  payChannel: Type.Optional(PayChannel),
  mark: Type.Optional(PlainText(ORDER_NOTE_MAX)),
  couponId: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  couponIds: Type.Optional(CouponIds),
  useIntegral: Type.Optional(Type.Boolean()),
  orderMerchantRequestList: Type.Optional(Type.Array(OrderMerchantRequest, { maxItems: 100 })),
  priceKey: Type.Optional(PriceKey),
});

/** Order numbers: `PT…` master orders, `SH…` merchant orders. */
export const OrderNo = Type.String({ pattern: '^(PT|SH)[0-9]{10,30}$' });
export const OrderNoParams = Type.Object({ orderNo: OrderNo });

/** Query of `GET /api/front/order/await/pay/list`: paging only. */
export const AwaitPayListQuery = Type.Object({ ...PageQueryProps });

/**
 * Query of `GET /api/front/order/list`: tab 0 unpaid, 1 awaiting shipment,
 * 2 awaiting receipt, 3 completed, 4 to review (the mall's); absent: every
 * order of the shopper (the mall's "all" tab).
 */
export const OrderListQuery = Type.Object({
  ...PageQueryProps,
  type: Type.Optional(Type.Integer({ minimum: 0, maximum: 4 })),
});

/** A master order number (`PT…`): what is paid and cancelled. */
export const MasterOrderNo = Type.String({ pattern: '^PT[0-9]{10,30}$' });
/** A merchant order number (`SH…`): what is shipped, received and deleted. */
export const MerchantOrderNo = Type.String({ pattern: '^SH[0-9]{10,30}$' });
/** Path of `POST /api/front/order/cancel/{orderNo}`. */
export const MasterOrderNoParams = Type.Object({ orderNo: MasterOrderNo });
/** Path of `POST /api/front/order/take/{orderNo}` and `…/delete/{orderNo}`. */
export const MerchantOrderNoParams = Type.Object({ orderNo: MerchantOrderNo });

/**
 * Query of the guest look-ups `GET /api/front/order/visitor/master/detail`
 * (`PT…`) and `…/visitor/detail` (`SH…`): the order number and `identity`,
 * the email the order was placed with (any case), or the guest's secret
 * `identity` from `register/visitor` (crmeb-api §6 rule 23).
 */
export const VisitorMasterOrderQuery = Type.Object({ orderNo: MasterOrderNo, identity: PlainText(254, 1) });
export const VisitorOrderQuery = Type.Object({ orderNo: MerchantOrderNo, identity: PlainText(254, 1) });

/** Body of `POST /api/front/pay/payment`. */
export const PaymentBody = Type.Object({
  orderNo: OrderNo,
  payType: PayType,
  payChannel: Type.Optional(PayChannel),
});
