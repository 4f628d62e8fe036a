import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './test.ts';
import { demoToken, watchProblems } from './support.ts';
import { stripeStandinPort } from './stripeStandin.ts';

/**
 * Card payment end to end (issue "Orders in full", Payment): the shopper pays
 * an unpaid order on `/order/stripe_payment` with Stripe's Payment Element,
 * lands on `/order/payment_result`, and sees it paid once Stripe's webhook
 * has reached the mall. Nothing leaves the machine: Stripe.js is a stand-in
 * served through Playwright's request routing (e2e/stripe-js-standin.js), its
 * calls to api.stripe.com are routed to the Stripe API stand-in
 * (apps/server/test/stripeStandin.ts, started by playwright.config.ts), which
 * the mall's server also talks to (STRIPE_API_URL) and which signs the
 * webhook it then sends the mall.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const STRIPE_JS = readFileSync(path.join(here, 'stripe-js-standin.js'), 'utf8');
const STANDIN = `http://127.0.0.1:${stripeStandinPort()}`;

/** Serves the Stripe.js stand-in for Stripe's script, and sends its API calls to the local stand-in. */
async function routeStripe(page: Page): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body: STRIPE_JS }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${STANDIN}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

async function api<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: unknown): Promise<T> {
  const res = method === 'GET' ? await request.get(url, { headers: { 'authori-zation': token } }) : await request.post(url, { headers: { 'authori-zation': token }, data });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${method} ${url}: ${body.message}`).toBe(200);
  return body.data;
}

/** An unpaid order of the demo shopper for one unit of goods in stock, placed for the card through the API. */
async function unpaidCardOrder(request: APIRequestContext, token: string): Promise<string> {
  const goods = await api<{ list: { id: number; stock: number }[] }>(request, token, 'GET', '/api/front/product/list?page=1&limit=20');
  const productId = goods.list.find((g) => g.stock > 5)!.id;
  const detail = await api<{ productValue: Record<string, { id: number; stock: number }> }>(request, token, 'GET', `/api/front/product/detail/${productId}`);
  const sku = Object.values(detail.productValue).find((v) => v.stock > 0)!;
  const pre = await api<{ preOrderNo: string }>(request, token, 'POST', '/api/front/order/pre/order', {
    preOrderType: 'buyNow',
    orderDetails: [{ productId, attrValueId: sku.id, productNum: 1 }],
  });
  let [address] = await api<{ id: number }[]>(request, token, 'GET', '/api/pc/address/all/list');
  if (!address) {
    address = await api<{ id: number }>(request, token, 'POST', '/api/front/address/edit', {
      realName: '张三',
      phone: '13800138000',
      detail: '杭州市西湖区文三路 90 号',
      postCode: '310012',
      country: '中国',
    });
  }
  const created = await api<{ orderNo: string }>(request, token, 'POST', '/api/front/order/create', {
    preOrderNo: pre.preOrderNo,
    addressId: address.id,
    payType: 'stripe',
    payChannel: 'pc',
  });
  return created.orderNo;
}

/** The intents the Stripe stand-in made for an order. */
async function intentsOf(request: APIRequestContext, orderNo: string): Promise<{ id: string; status: string; amount: number }[]> {
  const all = (await (await request.get(`${STANDIN}/_standin/intents`)).json()) as { id: string; status: string; amount: number; metadata: { orderNo?: string } }[];
  return all.filter((i) => i.metadata.orderNo === orderNo);
}

async function signIn(page: Page, token: string, baseURL: string | undefined): Promise<void> {
  await page.context().addCookies([{ name: 'token', value: encodeURIComponent(`Bearer ${token}`), url: baseURL! }]);
}

test('a shopper pays an unpaid order by card: the Payment Element, the return to the result page, paid once the webhook lands', async ({ page, request, baseURL }) => {
  const problems = watchProblems(page);
  await routeStripe(page);
  const token = await demoToken(request);
  const orderNo = await unpaidCardOrder(request, token);
  const { payPrice } = await api<{ payPrice: number }>(request, token, 'GET', `/api/front/order/master/detail/${orderNo}`);
  await signIn(page, token, baseURL);

  await page.goto(`/order/stripe_payment?orderNo=${orderNo}`);
  await expect(page.getByRole('heading', { name: '银行卡支付', level: 1 })).toBeVisible();
  await expect(page.getByText(orderNo)).toBeVisible();
  const cardNumber = page.getByLabel('Card number');
  await cardNumber.fill('4242 4242 4242 4242');
  // The button names the amount to pay (yuan on the wire, e.g. 支付 ￥1,299.00).
  const shown = new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(payPrice);
  const payButton = page.getByRole('button', { name: `支付 ￥${shown}` });
  await expect(payButton).toBeEnabled();
  await payButton.click();

  await expect(page).toHaveURL(/\/order\/payment_result\?orderNo=PT\d+&payment_intent=pi_\w+&payment_intent_client_secret=\w+&redirect_status=succeeded$/);
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  const master = await api<{ paid: boolean; payType: string }>(request, token, 'GET', `/api/front/order/master/detail/${orderNo}`);
  expect(master).toMatchObject({ paid: true, payType: 'stripe' });
  const intents = await intentsOf(request, orderNo);
  expect(intents).toEqual([expect.objectContaining({ status: 'succeeded', amount: Math.round(payPrice * 100) })]);
  expect(problems).toEqual([]);
});

test('a declined card stays on the card page with Stripe\'s message and the order unpaid; a second card pays the same intent', async ({ page, request, baseURL }) => {
  // The stand-in answers a declined card with HTTP 402, which the browser logs.
  const problems = watchProblems(page, { allowClientErrors: true });
  await routeStripe(page);
  const token = await demoToken(request);
  const orderNo = await unpaidCardOrder(request, token);
  await signIn(page, token, baseURL);

  await page.goto(`/order/stripe_payment?orderNo=${orderNo}`);
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: /^支付/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page).toHaveURL(/\/order\/stripe_payment\?orderNo=/);
  expect((await api<{ paid: boolean }>(request, token, 'GET', `/api/front/order/master/detail/${orderNo}`)).paid).toBe(false);

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^支付/ }).click();
  await expect(page.getByRole('heading', { name: '支付成功' })).toBeVisible();
  expect(await intentsOf(request, orderNo)).toEqual([expect.objectContaining({ status: 'succeeded' })]);
  expect(problems).toEqual([]);
});

test("the provider's card page form (?clientSecret=) pays too, and the result page says it is being confirmed", async ({ page, request, baseURL }) => {
  const problems = watchProblems(page);
  await routeStripe(page);
  const token = await demoToken(request);
  const orderNo = await unpaidCardOrder(request, token);
  const payment = await api<{ stripeClientSecret: string }>(request, token, 'POST', '/api/front/pay/payment', { orderNo, payType: 'stripe', payChannel: 'pc' });
  await signIn(page, token, baseURL);

  await page.goto(`/order/stripe_payment?clientSecret=${encodeURIComponent(payment.stripeClientSecret)}`);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  // Without the order the page does not know the amount: the button just says "pay now".
  await page.getByRole('button', { name: '立即支付' }).click();
  await expect(page).toHaveURL(/\/order\/payment_result\?payment_intent=pi_\w+&payment_intent_client_secret=\w+&redirect_status=succeeded$/);
  // Without an order number the page shows only Stripe's word; the order itself is paid by the webhook.
  await expect(page.getByRole('heading', { name: '等待支付确认' })).toBeVisible();
  await expect.poll(async () => (await api<{ paid: boolean }>(request, token, 'GET', `/api/front/order/master/detail/${orderNo}`)).paid).toBe(true);
  expect(problems).toEqual([]);
});
