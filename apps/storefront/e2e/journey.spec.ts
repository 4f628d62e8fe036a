import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './test.ts';
import { modelOf, signInAsDemoInDialog } from './support.ts';

/**
 * A shopper's first order, end to end, in Chromium against the mall as
 * `pnpm start` runs it: search, goods detail, SKU, cart, quantity, address,
 * confirm, pay with the mall balance on the payment step, and the order
 * under "awaiting shipment" — then the balance and the SKU's stock, read
 * from the API, went down by exactly what was bought.
 */

const SEARCH = '牙膏';

/** Reads an endpoint with the shopper's token from the browser's cookie (spec §7 headers). */
async function apiGet<T>(request: APIRequestContext, page: Page, path: string): Promise<T> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  const headers: Record<string, string> = { 'Form-type': 'pc' };
  if (cookie) headers['authori-zation'] = decodeURIComponent(cookie.value).slice('Bearer '.length);
  const res = await request.get(path, { headers });
  const body = (await res.json()) as { code: number; message: string; data: T };
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return modelOf<T>('GET', path, body.data);
}

interface Detail {
  productValue: Record<string, { id: number; stock: number; price: number }>;
  productAttr: { attrName: string; attrValues: string[] }[];
}

test('a shopper searches, buys two of a SKU with the mall balance, and finds the order awaiting shipment', async ({ page, request }) => {
  // Any script error or refused resource (e.g. a content-security-policy violation) fails the journey.
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });

  // Home, then search from the header.
  await page.goto('/');
  await expect(page.getByRole('link', { name: '商城首页' })).toBeVisible();
  await page.getByRole('searchbox', { name: '搜索商品' }).fill(`  ${SEARCH} `);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/goods\/goods_search\?title=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(SEARCH);

  // Open the first goods that is not sold out.
  const cards = page.getByRole('list', { name: '商品列表' }).getByRole('link');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  let opened = false;
  for (let i = 0; i < count && !opened; i++) {
    const card = cards.nth(i);
    if ((await card.textContent())?.includes('已售罄')) continue;
    await card.click();
    opened = true;
  }
  expect(opened).toBe(true);
  await expect(page).toHaveURL(/\/goods_detail\/\d+$/);
  const productId = Number(page.url().split('/').pop());

  // Sign in from the header; the page stays where it is.
  await page.getByRole('button', { name: '请登录' }).click();
  await signInAsDemoInDialog(page);
  await expect(page.getByText('演示用户')).toBeVisible();

  const before = {
    user: await apiGet<{ balance: number }>(request, page, '/api/front/user/info'),
    detail: await apiGet<Detail>(request, page, `/api/front/product/detail/${productId}`),
  };

  // Pick the last value that can be chosen on every axis (single-spec goods show no axis),
  // then read which SKU the page now sells.
  const chosen: string[] = [];
  for (const axis of before.detail.productAttr) {
    const group = page.getByRole('radiogroup', { name: axis.attrName });
    if ((await group.count()) === 0) {
      chosen.push(axis.attrValues[0]!);
      continue;
    }
    for (const choice of (await group.getByRole('radio').all()).reverse()) {
      if (await choice.isEnabled()) {
        await choice.click();
        break;
      }
    }
    chosen.push(((await group.getByRole('radio', { checked: true }).textContent()) ?? '').trim());
  }
  const sku = before.detail.productValue[chosen.join(',')];
  expect(sku, `SKU ${chosen.join(',')}`).toBeDefined();

  // Add one to the cart; the badge counts the line.
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('已加入购物车')).toBeVisible();
  const cartLink = page.getByRole('link', { name: /我的购物车/ });
  await expect(cartLink).toContainText('1');

  // In the cart, raise the quantity to two, then check out.
  await cartLink.click();
  await expect(page).toHaveURL(/\/order\/shopping_cart$/);
  const quantity = page.getByRole('textbox', { name: /的数量$/ });
  await expect(quantity).toHaveValue('1');
  await page.getByRole('button', { name: '增加数量' }).click();
  await expect(quantity).toHaveValue('2');
  await expect(page.getByRole('button', { name: '增加数量' })).toBeEnabled();
  await page.getByRole('button', { name: '去结算' }).click();
  await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=/);

  // Add the first address in a dialog; it is chosen for the order.
  await page.getByRole('button', { name: '新增收货地址' }).first().click();
  const form = page.getByRole('dialog', { name: '新增收货地址' });
  await form.getByLabel('收货人').fill('张三');
  await form.getByRole('textbox', { name: '手机号码' }).fill('13912345678');
  await form.getByLabel('详细地址').fill('上海市浦东新区世纪大道 100 号 8 楼');
  await form.getByLabel('邮政编码').fill('200120');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('radio', { name: /张三/ })).toBeChecked();

  // Choose the mall balance and place the order; paying is the next step, with the same choice.
  await page.getByRole('radio', { name: /余额支付/ }).check();
  await page.getByRole('button', { name: '提交订单' }).click();
  await expect(page).toHaveURL(/\/order\/order_pay\?orderNo=PT\d+/);
  await expect(page.getByRole('radio', { name: /余额支付/ })).toBeChecked();
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page).toHaveURL(/\/order\/payment_result\?orderNo=PT\d+/);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  const orderNo = new URL(page.url()).searchParams.get('orderNo')!;

  // The order waits for shipment in My Orders.
  await page.getByRole('link', { name: '查看订单' }).click();
  await expect(page).toHaveURL(/\/users\/order_list\?orderStatus=1/);
  await expect(page.getByRole('tab', { name: /待发货/ })).toHaveAttribute('aria-selected', 'true');
  const master = await apiGet<{ payPrice: number; paid: boolean; orderList: { orderNo: string }[] }>(
    request,
    page,
    `/api/front/order/master/detail/${orderNo}`,
  );
  expect(master.paid).toBe(true);
  await expect(page.getByLabel(`订单 ${master.orderList[0]!.orderNo}`)).toBeVisible();

  // Money and stock moved by exactly what was bought.
  const after = {
    user: await apiGet<{ balance: number }>(request, page, '/api/front/user/info'),
    detail: await apiGet<Detail>(request, page, `/api/front/product/detail/${productId}`),
  };
  expect(master.payPrice).toBeGreaterThanOrEqual(sku!.price * 2);
  expect(after.user.balance).toBe(before.user.balance - master.payPrice);
  expect(after.detail.productValue[chosen.join(',')]!.stock).toBe(sku!.stock - 2);
  expect(problems).toEqual([]);
});
