import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './test.ts';
import { demoToken, modelOf, resetDemoFavourites, signInAsDemoInDialog, watchProblems } from './support.ts';

/**
 * The goods detail page (spec §2) and the ranking and activity pages, in
 * Chromium against the mall as `pnpm start` runs it: sold-out SKU values
 * are disabled, the review filter lives in the URL, and a guest's favourite,
 * follow and coupon go through once they have signed in — as the API then
 * confirms; signing in, favouriting and following keep the shopper's SKU,
 * quantity and open coupon dialog, and a shop header cached before a follow
 * is not shown again from before it.
 */

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
interface Specs {
  productAttr: { attrName: string; attrValues: string[] }[];
  productValue: Record<string, { stock: number }>;
}
interface ReplyConfig {
  sumCount: number;
  poorCount: number;
}

/** Reads an endpoint, as the shopper of `page` when signed in (spec §7 headers). */
async function apiGet<T>(request: APIRequestContext, path: string, page?: Page): Promise<T> {
  const headers: Record<string, string> = { 'Form-type': 'pc' };
  const cookie = page && (await page.context().cookies()).find((c) => c.name === 'token');
  if (cookie) headers['authori-zation'] = decodeURIComponent(cookie.value).slice('Bearer '.length);
  const body = (await (await request.get(path, { headers })).json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return modelOf<T>('GET', path, body.data);
}

/**
 * A goods of the seeded mall with two specification axes, some but not all
 * SKUs sold out, a bad review and coupons to collect; with the combination
 * that makes a value unavailable.
 */
async function findGoods(request: APIRequestContext) {
  for (let page = 1; page <= 4; page += 1) {
    const list = await apiGet<{ list: { id: number }[] }>(request, `/api/front/product/list?page=${page}&limit=100`);
    for (const { id } of list.list) {
      const specs = await apiGet<Specs>(request, `/api/front/product/sku/detail/${id}`);
      if (specs.productAttr.length !== 2) continue;
      // Exactly one SKU sold out: every other value stays available whatever else is chosen.
      const soldOut = Object.entries(specs.productValue).filter(([, sku]) => sku.stock === 0);
      if (soldOut.length !== 1) continue;
      const [first, second] = soldOut[0]![0].split(',') as [string, string];
      const other = specs.productAttr[1]!.attrValues.find((v) => v !== second);
      if (!other) continue;
      const config = await apiGet<ReplyConfig>(request, `/api/front/product/reply/config/${id}`);
      if (config.poorCount === 0) continue;
      const coupons = await apiGet<{ list: { id: number; isLimited: boolean; lastTotal: number }[] }>(
        request,
        `/api/front/coupons?productId=${id}&useType=2&limit=20`,
      );
      if (!coupons.list.some((c) => !c.isLimited || c.lastTotal > 0)) continue;
      return { id, first, second, other, config };
    }
  }
  throw new Error('the seeded mall has no goods fit for this test');
}

test('a guest picks a SKU, filters reviews, then favourites, follows and collects after signing in', async ({ page, request }) => {
  await resetDemoFavourites(request);
  const problems = watchProblems(page);
  const goods = await findGoods(request);
  await page.goto(`/goods_detail/${goods.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Sold-out combinations: choosing `first` leaves the value whose SKU is sold out unavailable.
  await page.getByRole('radio', { name: goods.other, exact: true }).click();
  await page.getByRole('radio', { name: goods.first, exact: true }).click();
  await expect(page.getByRole('radio', { name: goods.first, exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('radio', { name: goods.second, exact: true })).toHaveAttribute('aria-disabled', 'true');

  // Bad reviews only; the filter is in the URL and survives a reload.
  await page.getByRole('radio', { name: new RegExp(`^差评`) }).click();
  await expect(page).toHaveURL(new RegExp(`/goods_detail/${goods.id}\\?reply=3$`));
  await expect(page.getByRole('heading', { name: `商品评价（${goods.config.sumCount}）` })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^差评/ })).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.getByRole('radio', { name: /^差评/ })).toHaveAttribute('aria-checked', 'true');

  // A guest's favourite asks for sign-in first, then goes through.
  const favourite = page.locator('button[aria-pressed]').filter({ hasText: /收藏/ });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await signInAsDemoInDialog(page);
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  const favourites = await apiGet<{ list: { productId: number }[] }>(request, '/api/front/collect/product/list?limit=100', page);
  expect(favourites.list.map((f) => f.productId)).toContain(goods.id);

  // Follow the shop: the button and the follower count change.
  const follow = page.locator('button[aria-pressed]').filter({ hasText: /关注/ });
  const followers = page.getByText(/^\d+ 人关注$/);
  const before = Number((await followers.textContent())!.match(/\d+/)![0]);
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(followers).toHaveText(`${before + 1} 人关注`);

  // Collect a coupon from the strip's dialog: it then reads as collected.
  await page.getByRole('button', { name: '领券' }).click();
  const coupons = page.getByRole('dialog', { name: '领取优惠券' });
  const received = coupons.getByRole('button', { name: '已领取' });
  const held = await received.count();
  await coupons.getByRole('button', { name: '领取', exact: true }).first().click();
  await expect(received).toHaveCount(held + 1);
  const mine = await apiGet<{ total: number }>(request, '/api/front/coupon/list?type=usable', page);
  expect(mine.total).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

/** Reads an endpoint as the demo shopper (`token` from {@link demoToken}). */
async function apiGetAs<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const body = (await (await request.get(path, { headers: { 'Form-type': 'pc', 'authori-zation': token } })).json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return modelOf<T>('GET', path, body.data);
}

interface Choices {
  id: number;
  /** A combination other than the page's first in-stock one, on every axis, with at least 3 in stock. */
  pick: { axis: string; value: string }[];
  /** The name of a coupon the demo shopper can still receive on this goods. */
  coupon: string;
  /** The goods' shop. */
  shop: string;
}

/**
 * A goods of the seeded mall with two specification axes where the shopper
 * can pick a SKU unlike the one the page starts with (first value of neither
 * axis) and 3 of it, and with a coupon the demo shopper has not received,
 * sold by a shop other than the self-operated one.
 */
async function findGoodsWithChoices(request: APIRequestContext, token: string): Promise<Choices> {
  for (let page = 1; page <= 4; page += 1) {
    const list = await apiGet<{ list: { id: number }[] }>(request, `/api/front/product/list?page=${page}&limit=100`);
    for (const { id } of list.list) {
      const specs = await apiGet<Specs>(request, `/api/front/product/sku/detail/${id}`);
      if (specs.productAttr.length !== 2) continue;
      const [a, b] = specs.productAttr as [Specs['productAttr'][0], Specs['productAttr'][0]];
      const stock = (x: string, y: string) => specs.productValue[`${x},${y}`]?.stock ?? 0;
      // The page starts on the first combination in stock (axis by axis, value by value).
      const start = a.attrValues.flatMap((x) => b.attrValues.map((y) => [x, y] as const)).find(([x, y]) => stock(x, y) > 0);
      if (!start) continue;
      // Picked first axis first: the second axis' starting value must stay available with it.
      const x = a.attrValues.find((v) => v !== start[0] && stock(v, start[1]) > 0);
      const y = x && b.attrValues.find((v) => v !== start[1] && stock(x, v) >= 3);
      if (!x || !y) continue;
      // Not the self-operated shop: the shop pages' journey receives that shop's first coupon.
      const detail = await apiGet<{ merchantInfo: { name: string; isSelf: boolean } }>(request, `/api/front/product/detail/${id}`);
      if (detail.merchantInfo.isSelf) continue;
      const coupons = await apiGetAs<{ list: { name: string; isReceived: boolean; isLimited: boolean; lastTotal: number }[] }>(
        request,
        `/api/front/coupons?productId=${id}&useType=2&limit=20`,
        token,
      );
      const coupon = coupons.list.find((c) => !c.isReceived && (!c.isLimited || c.lastTotal > 0));
      if (!coupon) continue;
      return { id, pick: [{ axis: a.attrName, value: x }, { axis: b.attrName, value: y }], coupon: coupon.name, shop: detail.merchantInfo.name };
    }
  }
  throw new Error('the seeded mall has no goods fit for this test');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('signing in, favouriting and following keep the chosen SKU, quantity and open coupon dialog; the shop header is not stale', async ({
  page,
  request,
}) => {
  await resetDemoFavourites(request);
  const problems = watchProblems(page);
  const goods = await findGoodsWithChoices(request, await demoToken(request));
  await page.goto(`/goods_detail/${goods.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const shopCard = page.getByRole('region', { name: goods.shop });
  const followers = shopCard.getByText(/^\d+ 人关注$/);
  const before = Number((await followers.textContent())!.match(/\d+/)![0]);

  // The shop's header as a guest sees it, cached for later: 关注, `before` followers.
  await shopCard.getByRole('link', { name: '进店逛逛' }).click();
  const shopUrl = /\/merchant\/merchant\/home\?id=\d+$/;
  await expect(page).toHaveURL(shopUrl);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: goods.shop })).toBeVisible();
  await expect(main.getByRole('button', { name: '关注', exact: true })).toBeVisible();
  await expect(main.getByText(`${before} 人关注`)).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/goods_detail/${goods.id}$`));

  // A SKU unlike the one the page starts with, and 3 of it.
  const radio = (choice: { axis: string; value: string }) =>
    page.getByRole('radiogroup', { name: choice.axis, exact: true }).getByRole('radio', { name: choice.value, exact: true });
  for (const choice of goods.pick) await radio(choice).click();
  await page.getByRole('button', { name: '增加数量' }).click();
  await page.getByRole('button', { name: '增加数量' }).click();
  const quantity = page.getByRole('textbox', { name: '数量' });
  const choicesKept = async () => {
    for (const choice of goods.pick) await expect(radio(choice)).toHaveAttribute('aria-checked', 'true');
    await expect(quantity).toHaveValue('3');
  };
  await choicesKept();

  // A guest receiving a coupon signs in from the dialog; the page reads the goods and coupons again
  // for the shopper's own flags, and the dialog stays open to show the coupon received.
  await page.getByRole('group', { name: '优惠券' }).getByRole('button', { name: '领券' }).click();
  const coupons = page.getByRole('dialog', { name: '领取优惠券' });
  const card = coupons.getByRole('article', { name: new RegExp(escapeRegExp(goods.coupon)) });
  await card.getByRole('button', { name: '领取', exact: true }).click();
  const reread = page.waitForResponse((res) => res.request().method() === 'GET' && res.url().endsWith(`/api/front/product/detail/${goods.id}`));
  await signInAsDemoInDialog(page);
  await reread;
  await expect(card.getByRole('button', { name: '已领取' })).toBeDisabled();
  await expect(coupons).toBeVisible();
  await coupons.getByRole('button', { name: '关闭' }).click();
  await expect(coupons).toBeHidden();
  await choicesKept();

  // Favourite and follow: each reads the goods again; the choices stay.
  const favourite = page.getByRole('button', { name: '收藏', exact: true });
  await favourite.click();
  await expect(page.getByRole('button', { name: '已收藏', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await choicesKept();
  await shopCard.getByRole('button', { name: '关注', exact: true }).click();
  await expect(shopCard.getByRole('button', { name: '已关注' })).toHaveAttribute('aria-pressed', 'true');
  await expect(followers).toHaveText(`${before + 1} 人关注`);
  await choicesKept();

  // Back in the shop, the header cached as a guest is not shown from before the follow: while it is
  // read again (slowed down here), the header waits for it, then shows 已关注 and one more follower.
  await page.route('**/api/front/merchant/index/info/*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await shopCard.getByRole('link', { name: '进店逛逛' }).click();
  await expect(page).toHaveURL(shopUrl);
  await expect(page.getByRole('navigation', { name: '店铺导航' })).toBeVisible();
  await expect(page.getByRole('region', { name: '店铺信息加载中' })).toBeVisible();
  expect(await main.getByRole('button', { name: '关注', exact: true }).count()).toBe(0);
  await expect(main.getByRole('button', { name: '已关注' })).toHaveAttribute('aria-pressed', 'true');
  await expect(main.getByText(`${before + 1} 人关注`)).toBeVisible();
  await page.unroute('**/api/front/merchant/index/info/*');

  // Unfollowing in the header (a button not pressed before) turns it back, one follower fewer.
  await main.getByRole('button', { name: '已关注' }).click();
  await expect(main.getByRole('button', { name: '关注', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(main.getByText(`${before} 人关注`)).toBeVisible();
  expect(problems).toEqual([]);
});

test('the ranking lists 20 goods and an activity shows its banner and goods; an unknown one is not found', async ({ page, request }) => {
  const problems = watchProblems(page, { allowClientErrors: true });
  await page.goto('/goods/top_one');
  await expect(page.getByRole('heading', { level: 1, name: '排行榜' })).toBeVisible();
  const leaderboard = await apiGet<unknown[]>(request, '/api/front/product/leaderboard');
  await expect(page.locator('ol > li')).toHaveCount(leaderboard.length);

  const blocks = await apiGet<{ id: number; name: string }[]>(request, '/api/front/activity/index/list');
  const activity = blocks[0]!;
  await page.goto(`/goods/activity_list?id=${activity.id}`);
  await expect(page.getByRole('heading', { level: 1, name: activity.name })).toBeVisible();
  await expect(page.getByRole('list', { name: activity.name }).getByRole('link').first()).toBeVisible();

  await page.goto('/goods/activity_list?id=999999');
  await expect(page.getByText('活动不存在或已结束')).toBeVisible();
  expect(problems).toEqual([]);
});
