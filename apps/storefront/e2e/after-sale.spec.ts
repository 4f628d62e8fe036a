import { expect, type Locator } from '@playwright/test';
import { test } from './test.ts';
import type {
  AdminOrder,
  AdminRefund,
  MasterOrderDetail,
  MerchantOrderDetail,
  Page as ApiPage,
  ProductCard,
  ProductDetail,
  RefundOrder,
  RefundOrderDetail,
  UserInfo,
} from '@mall/api';
import { expectPicturesShown, photo, uploadThrough, type PictureFile } from './pictures.ts';
import { apiOf, demoToken, operatorApi, signInWithToken, watchProblems, type Api } from './support.ts';

/**
 * After-sale in Chromium against the mall as `pnpm start` runs it (issue
 * "After-sale", Tests and figures): the demo shopper reviews a line received,
 * with two photos uploaded through the form, and finds the review with its
 * pictures on the goods page; then asks part of an unshipped order back with
 * a voucher photo, is refused by the operator with a reason, asks again and
 * is refunded to the balance, to the cent. Orders are placed, paid, shipped
 * and refused through the API; what a shopper does is done in the page.
 */

/**
 * The shopper's first address, or one added for the order when there is none
 * (`added`): the caller deletes that one once the order is placed, so the
 * journeys that start by adding the shopper's first address find none.
 */
async function addressFor(api: Api): Promise<{ id: number; added: boolean }> {
  const [first] = await api<{ id: number }[]>('GET', '/api/pc/address/all/list');
  if (first) return { id: first.id, added: false };
  const added = await api<{ id: number }>('POST', '/api/front/address/edit', {
    realName: '张三',
    phone: '13800138000',
    detail: '杭州市西湖区文三路 90 号',
    postCode: '310012',
    country: '中国',
  });
  return { id: added.id, added: true };
}

/** The cheapest SKU with stock of the `nth` goods in stock of the catalogue. */
async function cheapSku(api: Api, nth: number): Promise<{ productId: number; skuId: number; price: number }> {
  const goods = (await api<ApiPage<ProductCard>>('GET', '/api/front/product/list?page=1&limit=20')).list.filter((g) => g.stock > 10);
  const card = goods[nth % goods.length]!;
  const detail = await api<ProductDetail>('GET', `/api/front/product/detail/${card.id}`);
  const [sku] = Object.values(detail.productValue)
    .filter((v) => v.stock > 5)
    .sort((x, y) => x.price - y.price);
  if (!sku) throw new Error(`goods ${card.id} has no SKU in stock`);
  return { productId: card.id, skuId: sku.id, price: sku.price };
}

/**
 * Buys `quantity` of one SKU now and pays by balance (`yue`), all through the
 * API, leaving the shopper's addresses as they were; answers the shop order
 * (`SH…`) with its detail.
 */
async function buyAndPay(api: Api, sku: { productId: number; skuId: number }, quantity: number): Promise<MerchantOrderDetail> {
  const address = await addressFor(api);
  const { preOrderNo } = await api<{ preOrderNo: string }>('POST', '/api/front/order/pre/order', {
    preOrderType: 'buyNow',
    orderDetails: [{ productId: sku.productId, attrValueId: sku.skuId, productNum: quantity }],
  });
  const { orderNo: masterNo } = await api<{ orderNo: string }>('POST', '/api/front/order/create', {
    preOrderNo,
    addressId: address.id,
    payType: 'yue',
  });
  // The order keeps its own copy of the address.
  if (address.added) await api('POST', '/api/front/address/del', { id: address.id });
  await api('POST', '/api/front/pay/payment', { orderNo: masterNo, payType: 'yue', payChannel: 'pc' });
  const master = await api<MasterOrderDetail>('GET', `/api/front/order/master/detail/${masterNo}`);
  expect(master.paid).toBe(true);
  expect(master.orderList).toHaveLength(1);
  return api<MerchantOrderDetail>('GET', `/api/front/order/detail/${master.orderList[0]!.orderNo}`);
}

/**
 * Presses the star named `star` (e.g. "4 星：满意") of the score `score`, as a
 * shopper does: on the star drawn in its label, the radio itself being
 * visually hidden under it.
 */
async function chooseStars(form: Locator, score: string, star: string): Promise<void> {
  const radio = form.getByRole('radiogroup', { name: score }).getByRole('radio', { name: star });
  await radio.locator('xpath=..').click();
  await expect(radio).toBeChecked();
}

test('a received line is reviewed with two photos uploaded in the form; the goods page shows the review and its pictures', async ({ page, request, baseURL }) => {
  const problems = watchProblems(page);
  const token = await demoToken(request);
  const api = apiOf(request, token);
  const operator = await operatorApi(request);
  const sku = await cheapSku(api, 0);

  // Bought, paid by balance, shipped by the operator, received: the line waits for its review.
  const order = await buyAndPay(api, sku, 1);
  const shipped = await operator<AdminOrder>('POST', `/api/admin/orders/${order.orderNo}/ship`, {
    deliveryType: 'express',
    expressName: '顺丰速运',
    expressCode: 'SF',
    trackingNo: `SF${Date.now()}`,
  });
  expect(shipped.status).toBe(1);
  await api('POST', `/api/front/order/take/${order.orderNo}`);
  const line = order.orderInfoList[0]!;

  await signInWithToken(page, token, baseURL);
  await page.goto('/users/evaluation_list');
  await expect(page.getByRole('tab', { name: /^待评价/ })).toHaveAttribute('aria-selected', 'true');
  const item = page.getByRole('list', { name: '待评价' }).getByRole('listitem').filter({ hasText: `订单号：${order.orderNo}` });
  await expect(item).toHaveCount(1);
  await item.getByRole('link', { name: `评价 ${line.productName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/users/evaluation_confirm\\?orderNo=${order.orderNo}&orderInfoId=${line.id}$`));

  const form = page.getByRole('form', { name: '评价商品' });
  await expect(form).toContainText(line.productName);
  await chooseStars(form, '商品评分', '5 星：非常满意');
  await chooseStars(form, '商品质量', '4 星：满意');
  await chooseStars(form, '服务态度', '5 星：非常满意');
  const text = `包装结实，做工比图片还好 ${Date.now()}`;
  await form.getByRole('textbox', { name: '评价内容' }).fill(text);
  const field = form.getByRole('group', { name: '晒图' }).last();
  // The server's limit (UPLOAD_MAX_BYTES, 5 MB here) reaches the form: it says so, and refuses a larger file unsent.
  await expect(field).toContainText('单张不超过 5 MB');
  const chooser = page.waitForEvent('filechooser');
  await field.getByRole('button', { name: '上传图片' }).click();
  await (await chooser).setFiles([{ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024) }]);
  await expect(field.getByRole('alert')).toContainText('“huge.png”超过 5 MB，未上传');
  await uploadThrough(page, field, [photo('front.png'), photo('back.png')]);
  await expect(form).toContainText('2/5');
  await form.getByRole('button', { name: '发表评价' }).click();

  // The goods page opens with the review on top, its scores and both pictures.
  await expect(page.getByText('评价成功，感谢您的分享')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/goods_detail/${line.productId}$`));
  const review = page.getByRole('list', { name: '评价列表' }).getByRole('article').filter({ hasText: text });
  await expect(review).toHaveCount(1);
  await expect(review.getByRole('img', { name: '商品质量 4 颗星' })).toBeVisible();
  const pictures = review.getByRole('button', { name: /^查看第 \d 张图片（共 2 张）$/ });
  await expect(pictures).toHaveCount(2);
  await expectPicturesShown(review.getByRole('list', { name: '评价图片' }), 2);

  // The line moved to the reviewed tab; the order's line says so.
  const after = await api<MerchantOrderDetail>('GET', `/api/front/order/detail/${order.orderNo}`);
  expect(after.orderInfoList[0]!.isReply).toBe(true);
  await page.goto('/users/evaluation_list?tab=reviewed');
  const reviewed = page.getByRole('list', { name: '已评价' }).getByRole('listitem').filter({ hasText: `订单号：${order.orderNo}` });
  await expect(reviewed).toContainText(text);
  expect(problems).toEqual([]);
});

test('part of an unshipped order is asked back with a voucher photo, refused with a reason, asked again and refunded to the balance', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  const token = await demoToken(request);
  const api = apiOf(request, token);
  const operator = await operatorApi(request);
  const sku = await cheapSku(api, 1);
  const order = await buyAndPay(api, sku, 2);
  const line = order.orderInfoList[0]!;
  const [reason] = await api<string[]>('GET', '/api/front/order/refund/reason');
  expect(reason).toBeDefined();

  // From My Orders: the unshipped order offers 申请退款, which opens the form.
  await signInWithToken(page, token, baseURL);
  await page.goto('/users/order_list?orderStatus=1');
  await page.getByRole('article', { name: `订单 ${order.orderNo}` }).getByRole('button', { name: '申请退款' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/refund_confirm\\?orderNo=${order.orderNo}$`));

  /** Fills the form for one unit of the line, with `explain` and `files` as vouchers, and submits it; answers the new refund's number. */
  async function applyForOne(explain: string, files: PictureFile[]): Promise<string> {
    const form = page.getByRole('form', { name: '申请退款' });
    await expect(form).toContainText(`订单号：${order.orderNo}`);
    await expect(form).toContainText('仅退款');
    await form.getByRole('checkbox', { name: `退款：${line.productName}` }).check();
    const quantity = form.getByRole('textbox', { name: `${line.productName} 的退款数量` });
    await expect(quantity).toHaveValue('2');
    await quantity.fill('1');
    await quantity.blur();
    await expect(form).toContainText('已选 1 件');
    await form.getByLabel('退款原因').selectOption(reason!);
    await form.getByRole('textbox', { name: '问题描述' }).fill(explain);
    if (files.length > 0) await uploadThrough(page, form.getByRole('group', { name: '上传凭证' }).last(), files);
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(page).toHaveURL(/\/order\/refund_detail\?refundOrderNo=RE\d+$/);
    return new URL(page.url()).searchParams.get('refundOrderNo')!;
  }

  const explain = `拍错了规格，只要一件 ${Date.now()}`;
  const first = await applyForOne(explain, [photo('voucher.png')]);
  const status = page.getByRole('region', { name: '退款状态' });
  await expect(status.getByRole('heading', { name: '商家审核中' })).toBeVisible();
  const detail = page.getByRole('article', { name: `退款详情 ${first}` });
  await expect(detail).toContainText(reason!);
  await expect(detail).toContainText(explain);
  await expectPicturesShown(detail.getByRole('list', { name: '凭证图片' }), 1);
  const applied = await api<RefundOrderDetail>('GET', `/api/front/order/refund/detail/${first}`);
  expect(applied).toMatchObject({ stage: 'review', totalNum: 1, refundReasonWap: reason, refundReasonWapExplain: explain });
  expect(applied.refundReasonWapImg).toHaveLength(1);

  // The operator refuses, with a reason the shopper reads on the detail.
  const refusal = '商品已打包待发，请与客服联系后再申请';
  const refused = await operator<AdminRefund>('POST', `/api/admin/refunds/${first}/refuse`, { reason: refusal });
  expect(refused.stage).toBe('refused');
  await page.reload();
  await expect(status.getByRole('heading', { name: '商家已拒绝' })).toBeVisible();
  await expect(status).toContainText(`拒绝原因：${refusal}`);
  const timeline = page.getByRole('list', { name: '退款进度' });
  await expect(timeline.getByRole('listitem').first()).toContainText('商家拒绝退款');

  // Asked again: the unit is refundable once more; the operator approves and the balance takes the money back.
  const balanceBefore = (await api<UserInfo>('GET', '/api/front/user/info')).balance;
  await page.goto(`/users/refund_confirm?orderNo=${order.orderNo}`);
  const second = await applyForOne('再次申请退款一件', []);
  expect(second).not.toBe(first);
  await expect(status.getByRole('heading', { name: '商家审核中' })).toBeVisible();
  const approved = await operator<AdminRefund>('POST', `/api/admin/refunds/${second}/approve`, {});
  expect(approved.stage).toBe('refunded');
  await page.reload();
  await expect(status.getByRole('heading', { name: '已退款' })).toBeVisible();
  const refunded = await api<RefundOrderDetail>('GET', `/api/front/order/refund/detail/${second}`);
  expect(refunded).toMatchObject({ stage: 'refunded', refundChannel: 'yue', totalNum: 1 });
  // One of two units, the order's last line not yet all back: the unit's share, no freight.
  expect(refunded.refundPrice).toBeGreaterThan(0);
  expect(refunded.refundPrice).toBeLessThanOrEqual(line.price);
  expect(refunded.postagePrice).toBe(0);
  const steps = timeline.getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('退款成功');
  await expect(steps.nth(0)).toContainText('退回至：账户余额');
  await expect(steps.nth(1)).toContainText('商家同意退款');
  await expect(steps.nth(2)).toContainText('提交退款申请');
  const balanceAfter = (await api<UserInfo>('GET', '/api/front/user/info')).balance;
  expect(balanceAfter - balanceBefore).toBe(refunded.refundPrice);

  // My refunds lists both, each with its stage.
  await page.goto('/users/refund_list');
  await expect(page.getByRole('article', { name: `退款单 ${first}` })).toContainText('商家已拒绝');
  await expect(page.getByRole('article', { name: `退款单 ${second}` })).toContainText('已退款');
  const listed = await api<ApiPage<RefundOrder>>('GET', '/api/front/order/refund/list?page=1&limit=20');
  expect(listed.list.filter((r) => r.merOrderNo === order.orderNo).map((r) => [r.refundOrderNo, r.stage])).toEqual(
    expect.arrayContaining([
      [first, 'refused'],
      [second, 'refunded'],
    ]),
  );
  expect(problems).toEqual([]);
});
