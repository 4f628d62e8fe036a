import { and, eq, gt } from 'drizzle-orm';
import { product, productSku } from '../src/db/schema.ts';
import type { TestMall } from './harness.ts';

/** An in-stock SKU of goods on sale, with what a test needs to buy it. */
export interface BuyableSku {
  productId: number;
  skuId: number;
  merId: number;
  price: number;
  postage: number;
  stock: number;
}

/** In-stock SKUs of visible goods, by id; `distinctShops` picks one per shop. */
export async function buyableSkus(mall: TestMall, minStock = 5, distinctShops = false): Promise<BuyableSku[]> {
  const rows = await mall.db
    .select({
      productId: productSku.productId,
      skuId: productSku.id,
      merId: product.merId,
      price: productSku.price,
      postage: product.postage,
      stock: productSku.stock,
    })
    .from(productSku)
    .innerJoin(product, eq(product.id, productSku.productId))
    .where(and(gt(productSku.stock, minStock), eq(product.isShow, true)))
    .orderBy(productSku.id);
  if (!distinctShops) return rows;
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.merId) && seen.add(r.merId));
}

/** Adds an address for the token's shopper and returns its id. */
export async function addAddress(mall: TestMall, token: string): Promise<number> {
  const res = await mall.http('POST', '/api/front/address/edit', {
    token,
    body: { realName: '王五', phone: '13800138000', detail: '杭州市西湖区文三路 90 号', postCode: '310012', country: '中国' },
  });
  if (res.body.code !== 200) throw new Error(res.body.message);
  return res.body.data.id;
}

/** Makes a buy-now pre-order and returns its number. */
export async function buyNow(mall: TestMall, token: string, sku: BuyableSku, quantity = 1): Promise<string> {
  const res = await mall.http('POST', '/api/front/order/pre/order', {
    token,
    body: { preOrderType: 'buyNow', orderDetails: [{ productId: sku.productId, attrValueId: sku.skuId, productNum: quantity }] },
  });
  if (res.body.code !== 200) throw new Error(res.body.message);
  return res.body.data.preOrderNo;
}

/** What a checkout chooses beyond its lines. */
export interface CheckoutChoices {
  payType?: 'yue' | 'cod' | 'stripe';
  /** The shopper's coupons to use (`user_coupon` ids). */
  couponIds?: number[];
  /** Spend points: as many as the rules allow. */
  useIntegral?: boolean;
}

/**
 * Puts `lines` (SKU, quantity) in the token's cart and checks them out as
 * one order (by balance unless `choices` say otherwise; cash on delivery is
 * confirmed at the payment step too); returns the master order number.
 * @throws when a step is refused.
 */
export async function orderFromCart(
  mall: TestMall,
  token: string,
  addressId: number,
  lines: [BuyableSku, number][],
  choices: CheckoutChoices['payType'] | CheckoutChoices = 'yue',
): Promise<string> {
  const { payType = 'yue', couponIds, useIntegral } = typeof choices === 'string' ? { payType: choices } : choices;
  const saved = await mall.http('POST', '/api/front/cart/save', {
    token,
    body: lines.map(([sku, cartNum]) => ({ productId: sku.productId, productAttrUnique: sku.skuId, cartNum })),
  });
  if (saved.body.code !== 200) throw new Error(`cart/save: ${saved.body.message}`);
  const pre = await mall.http('POST', '/api/front/order/pre/order', {
    token,
    body: { preOrderType: 'shoppingCart', orderDetails: saved.body.data.cartIds.map((id: number) => ({ shoppingCartId: id })) },
  });
  if (pre.body.code !== 200) throw new Error(`pre/order: ${pre.body.message}`);
  const created = await mall.http('POST', '/api/front/order/create', {
    token,
    body: {
      preOrderNo: pre.body.data.preOrderNo,
      addressId,
      payType,
      ...(couponIds ? { couponIds } : {}),
      ...(useIntegral ? { useIntegral: true } : {}),
    },
  });
  if (created.body.code !== 200) throw new Error(`order/create: ${created.body.message}`);
  const orderNo: string = created.body.data.orderNo;
  if (payType === 'cod') await confirmCashOnDelivery(mall, token, orderNo);
  return orderNo;
}

/**
 * Confirms a cash-on-delivery order at the payment step, as the provider's
 * client does after creating it: that clears its payment deadline and lets it ship.
 * @throws when refused.
 */
export async function confirmCashOnDelivery(mall: TestMall, token: string, orderNo: string): Promise<void> {
  const confirmed = await mall.http('POST', '/api/front/pay/payment', { token, body: { orderNo, payType: 'cod', payChannel: 'pc' } });
  if (confirmed.body.code !== 200) throw new Error(`pay/payment cod: ${confirmed.body.message}`);
}

/**
 * Gives the token's shopper a cart line, an address and a pending pre-order,
 * so a test proving that refused requests change nothing has something of
 * everything a request could change.
 */
export async function stockShopperState(mall: TestMall, token: string): Promise<void> {
  const [sku] = await buyableSkus(mall, 10);
  await mall.http('POST', '/api/front/cart/save', { token, body: [{ productId: sku!.productId, productAttrUnique: sku!.skuId, cartNum: 1 }] });
  await addAddress(mall, token);
  await buyNow(mall, token, sku!);
}
