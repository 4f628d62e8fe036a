import { and, eq, gt, inArray } from 'drizzle-orm';
import {
  PRE_ORDER_TTL_SECONDS,
  type ComputedPrice,
  type ComputedPriceInput,
  type OrderCoupon,
  type PreOrder,
  type PreOrderInput,
} from '@mall/api';
import { defaultAddressId } from '../address/addressBook.ts';
import { axesOf, parsedAxes, skuDisplay, type StoredAxis } from '../catalog/skuText.ts';
import { onSale } from '../catalog/visibility.ts';
import type { OrderSettings, PointsSettings } from '../config.ts';
import { checkChosenCoupons, checkoutCouponsOf, type ChosenCoupons, type CouponChoice } from '../coupon/checkoutCoupons.ts';
import type { Db, Tx } from '../db/client.ts';
import { appUser, cartItem, merchant, preOrder, product, productSku, type PreOrderLines } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { localized, SOURCE_LOCALE } from '../i18n/content.ts';
import type { ServerLocale } from '../i18n/locale.ts';
import { preOrderNo } from './orderNo.ts';
import { priceCheckout, priceKeyOf, type PriceResult, type PricingShop } from './pricing.ts';

interface Wanted {
  skuId: number;
  productId: number;
  quantity: number;
  /** Where the line came from in the request, for error messages. */
  field: string;
}

/** Reads the requested lines: cart lines of the shopper, or the one buy-now line. */
async function wantedLines(db: Db, userId: number, input: PreOrderInput): Promise<{ lines: Wanted[]; cartIds: number[] }> {
  if (input.preOrderType === 'buyNow') {
    if (input.orderDetails.length !== 1) throw badRequest('order.buyNowOneLine', {}, 'orderDetails');
    const [d] = input.orderDetails;
    for (const key of ['productId', 'attrValueId', 'productNum'] as const) {
      if (d?.[key] === undefined) throw badRequest('order.requiredFor', { type: 'buyNow' }, `orderDetails.0.${key}`);
    }
    return { lines: [{ skuId: d!.attrValueId!, productId: d!.productId!, quantity: d!.productNum!, field: 'orderDetails.0' }], cartIds: [] };
  }
  const ids: number[] = [];
  for (const [i, d] of input.orderDetails.entries()) {
    if (d.shoppingCartId === undefined) {
      throw badRequest('order.requiredFor', { type: 'shoppingCart' }, `orderDetails.${i}.shoppingCartId`);
    }
    ids.push(d.shoppingCartId);
  }
  const unique = [...new Set(ids)];
  const rows = await db
    .select({ id: cartItem.id, skuId: cartItem.skuId, productId: cartItem.productId, quantity: cartItem.quantity })
    .from(cartItem)
    .where(and(eq(cartItem.userId, userId), inArray(cartItem.id, unique)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lines = unique.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound('cart.itemNotFound', { id });
    if (row.skuId === null) throw badRequest('cart.lineUnavailable', { id }, 'orderDetails');
    return { skuId: row.skuId, productId: row.productId, quantity: row.quantity, field: `cart item ${id}` };
  });
  return { lines, cartIds: unique };
}

/**
 * Checks and prices a checkout (crmeb-api §6 rule 4): every SKU on sale in an
 * open shop with enough stock; lines grouped by shop; freight = Σ per-unit
 * postage × quantity. The result is kept for {@link PRE_ORDER_TTL_SECONDS}.
 * @throws {HttpError} 400 naming the line that cannot be bought; 404 for cart lines that are not the shopper's.
 */
export async function makePreOrder(db: Db, userId: number, input: PreOrderInput): Promise<{ preOrderNo: string }> {
  const { lines, cartIds } = await wantedLines(db, userId, input);
  const skus = await db
    .select({
      skuId: productSku.id,
      productId: productSku.productId,
      sku: productSku.sku,
      price: productSku.price,
      stock: productSku.stock,
      skuImage: productSku.image,
      productName: product.name,
      productImage: product.image,
      postage: product.postage,
      merId: merchant.id,
      merName: merchant.name,
    })
    .from(productSku)
    .innerJoin(product, eq(product.id, productSku.productId))
    .innerJoin(merchant, eq(merchant.id, product.merId))
    .where(and(inArray(productSku.id, lines.map((l) => l.skuId)), onSale));
  const bySku = new Map(skus.map((s) => [s.skuId, s]));

  const groups = new Map<number, PreOrderLines[number]>();
  for (const line of lines) {
    const sku = bySku.get(line.skuId);
    if (!sku || sku.productId !== line.productId) throw badRequest('goods.lineUnavailable', {}, line.field);
    if (sku.stock < line.quantity) {
      throw badRequest('stock.insufficient', { name: sku.productName, sku: sku.sku, left: sku.stock }, line.field);
    }
    const group = groups.get(sku.merId) ?? { merId: sku.merId, merName: sku.merName, items: [] };
    groups.set(sku.merId, group);
    group.items.push({
      productId: sku.productId,
      skuId: sku.skuId,
      productName: sku.productName,
      image: sku.skuImage || sku.productImage,
      sku: sku.sku,
      price: sku.price,
      quantity: line.quantity,
      postage: sku.postage,
    });
  }

  const no = preOrderNo();
  const now = new Date();
  await db.insert(preOrder).values({
    preOrderNo: no,
    userId,
    type: input.preOrderType,
    lines: [...groups.values()],
    cartIds,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PRE_ORDER_TTL_SECONDS * 1000),
  });
  return { preOrderNo: no };
}

/** Totals of priced lines, in cents. */
export function preOrderTotals(lines: PreOrderLines) {
  let goods = 0;
  let freight = 0;
  let units = 0;
  const perMerchant = lines.map((group) => {
    let g = 0;
    let f = 0;
    for (const item of group.items) {
      g += item.price * item.quantity;
      f += item.postage * item.quantity;
      units += item.quantity;
    }
    goods += g;
    freight += f;
    return { merId: group.merId, goods: g, freight: f, units: group.items.reduce((n, i) => n + i.quantity, 0) };
  });
  return { goods, freight, units, total: goods + freight, perMerchant };
}

/** A pre-order's lines as pricing takes them. */
export function pricingShopsOf(lines: PreOrderLines): PricingShop[] {
  return lines.map((group) => ({
    merId: group.merId,
    items: group.items.map((item) => ({ productId: item.productId, price: item.price, quantity: item.quantity, postage: item.postage })),
  }));
}

/** The settings checkout prices with (config `POINTS_*`, `ORDER_*`). */
export interface CheckoutSettings {
  orders: OrderSettings;
  points: PointsSettings;
}

/** The choices a checkout is priced with: coupons (`couponId`, `couponIds`) and points (`useIntegral`). */
export interface CheckoutChoice extends CouponChoice {
  useIntegral?: boolean;
}

/** A checkout priced: the figures, the coupons checked, the fingerprint, the shopper's points before it. */
export interface PricedCheckout {
  result: PriceResult;
  coupons: ChosenCoupons;
  priceKey: string;
  /** The shopper's spendable points when priced. */
  integralAvailable: number;
}

/**
 * Prices the lines of pre-order `preOrderNo` with the shopper's choice, in
 * `db` or the caller's transaction (`order/create` recomputes inside its own):
 * the coupons are checked (coupon/checkoutCoupons.ts), the shopper's points
 * read, and the figures made by order/pricing.ts.
 * @throws {HttpError} 400 naming `couponId`/`couponIds` for a coupon that cannot be used.
 */
export async function priceLines(
  db: Db | Tx,
  userId: number,
  preOrderNo: string,
  lines: PreOrderLines,
  choice: CheckoutChoice,
  settings: PointsSettings,
  now = new Date(),
): Promise<PricedCheckout> {
  const shops = pricingShopsOf(lines);
  const coupons = await checkChosenCoupons(db, userId, choice, shops, now);
  const [user] = await db.select({ integral: appUser.integral }).from(appUser).where(eq(appUser.id, userId));
  const integralAvailable = user?.integral ?? 0;
  const useIntegral = choice.useIntegral === true;
  const result = priceCheckout({
    shops,
    shopCoupons: coupons.shopCoupons,
    platformCoupon: coupons.platformCoupon,
    points: useIntegral ? integralAvailable : 0,
    settings,
  });
  return { result, coupons, priceKey: priceKeyOf(preOrderNo, coupons.ids, useIntegral, result), integralAvailable };
}

/**
 * A live pre-order of the shopper priced with the coupons and points chosen
 * (crmeb-api §4.7 `computed/price`; docs/adr/0010-checkout-discounts.md).
 * Writes nothing. `addressId` does not change the price (freight is per unit).
 * @throws {HttpError} 404 when the pre-order does not exist, is not the shopper's or expired;
 *   400 naming `couponId`/`couponIds` for a coupon that cannot be used.
 */
export async function computePrice(db: Db, userId: number, input: ComputedPriceInput, settings: PointsSettings, now = new Date()): Promise<ComputedPrice> {
  const row = await livePreOrder(db, userId, input.preOrderNo, now);
  const priced = await priceLines(db, userId, row.preOrderNo, row.lines, input, settings, now);
  return computedPriceOf(priced);
}

/** The wire model of a priced checkout. */
export function computedPriceOf({ result, priceKey, integralAvailable }: PricedCheckout): ComputedPrice {
  return {
    proTotalFee: result.goods,
    freightFee: result.freight,
    couponFee: result.coupon,
    payFee: result.pay,
    merCouponFee: result.merCoupon,
    platCouponFee: result.platCoupon,
    deductionPrice: result.pointsMoney,
    usedIntegral: result.points,
    surplusIntegral: integralAvailable - result.points,
    integralAvailable,
    merchantList: result.shops.map((s) => ({
      merId: s.merId,
      proTotalFee: s.goods,
      freightFee: s.freight,
      merCouponFee: s.merCoupon,
      platCouponFee: s.platCoupon,
      deductionPrice: s.pointsMoney,
      usedIntegral: s.points,
      payFee: s.pay,
    })),
    priceKey,
  };
}

/**
 * The coupons of the shopper for a live pre-order (crmeb-api §4.13
 * `coupons/order`, §6 rule 16): the usable ones, or with `all` the unusable
 * ones too with their reasons (coupon/checkoutCoupons.ts), named in `locale`.
 * @throws {HttpError} 404 when the pre-order does not exist, is not the shopper's or expired.
 */
export async function couponsForPreOrder(
  db: Db,
  userId: number,
  no: string,
  all = false,
  locale: ServerLocale = SOURCE_LOCALE,
  now = new Date(),
): Promise<OrderCoupon[]> {
  const row = await livePreOrder(db, userId, no, now);
  return checkoutCouponsOf(db, userId, pricingShopsOf(row.lines), all, locale, now);
}

/** A pre-order of the shopper that has not expired at `now`. @throws {HttpError} 404 `order.preOrderGone` otherwise. */
export async function livePreOrder(db: Db, userId: number, no: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(preOrder)
    .where(and(eq(preOrder.preOrderNo, no), eq(preOrder.userId, userId), gt(preOrder.expiresAt, now)))
    .limit(1);
  if (!row) throw notFound('order.preOrderGone');
  return row;
}

/** How the goods of a pre-order's lines read in one locale: names by goods and shop id, axes by goods id. */
interface LineTexts {
  goods: Map<number, { name: string; axes: StoredAxis[] }>;
  shops: Map<number, string>;
}

/**
 * The names and axes of the goods and shops of `lines` in `locale`, in one
 * statement. The lines keep the text they were priced with (the order copies
 * it); only what the confirm page shows is read in the shopper's locale.
 */
async function lineTexts(db: Db, lines: PreOrderLines, locale: ServerLocale): Promise<LineTexts> {
  const ids = [...new Set(lines.flatMap((g) => g.items.map((item) => item.productId)))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: product.id,
            merId: product.merId,
            name: localized(product.i18n, product.name, 'name', locale),
            merName: localized(merchant.i18n, merchant.name, 'name', locale),
            axes: axesOf(product.id),
          })
          .from(product)
          .innerJoin(merchant, eq(merchant.id, product.merId))
          .where(inArray(product.id, ids));
  return {
    goods: new Map(rows.map((r) => [r.id, { name: r.name, axes: parsedAxes(r.axes) }])),
    shops: new Map(rows.map((r) => [r.merId, r.merName])),
  };
}

/**
 * The confirm-page view of a live pre-order of the shopper (crmeb-api §4.7
 * PreOrderVo), before any coupon or points, with the shopper's spendable
 * points (`integralAvailable`) and each shop's freight. Shop and goods names
 * and SKU values are shown in `locale` where translated; lines whose goods
 * is gone keep the text they were priced with.
 * @throws {HttpError} 404 when it does not exist, is not the shopper's, or has expired.
 */
export async function loadPreOrder(db: Db, userId: number, no: string, locale: ServerLocale): Promise<PreOrder> {
  const row = await livePreOrder(db, userId, no);
  const totals = preOrderTotals(row.lines);
  const [[user], texts] = await Promise.all([
    db.select({ integral: appUser.integral }).from(appUser).where(eq(appUser.id, userId)),
    lineTexts(db, row.lines, locale),
  ]);
  return {
    preOrderNo: row.preOrderNo,
    proTotalFee: totals.goods,
    orderProNum: totals.units,
    freightFee: totals.freight,
    totalPrice: totals.total,
    couponFee: 0,
    payFee: totals.total,
    addressId: await defaultAddressId(db, userId),
    orderList: row.lines.map((group, i) => ({
      merId: group.merId,
      merName: texts.shops.get(group.merId) ?? group.merName,
      proTotalFee: totals.perMerchant[i]!.goods,
      freightFee: totals.perMerchant[i]!.freight,
      orderInfoList: group.items.map((item) => {
        const goods = texts.goods.get(item.productId);
        return {
          productId: item.productId,
          productName: goods?.name ?? item.productName,
          attrValueId: item.skuId,
          image: item.image,
          sku: goods ? skuDisplay(goods.axes, item.sku, locale) : item.sku,
          price: item.price,
          payNum: item.quantity,
          postage: item.postage,
        };
      }),
    })),
    cartIdList: row.cartIds,
    expiresAt: row.expiresAt,
    integralAvailable: user?.integral ?? 0,
  };
}
