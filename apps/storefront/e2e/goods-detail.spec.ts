import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { resetDemoFavourites, signInAsDemoInDialog, watchProblems } from './support.ts';

/**
 * The goods detail page (spec §2) and the ranking and activity pages, in
 * Chromium against the mall as `pnpm start` runs it: sold-out SKU values
 * are disabled, the review filter lives in the URL, and a guest's favourite,
 * follow and coupon go through once they have signed in — as the API then
 * confirms.
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
  return body.data;
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
