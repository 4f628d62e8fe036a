import { expect } from '@playwright/test';
import { test } from './test.ts';
import { gotoInteractive, resetDemoFavourites, signInAsDemoInDialog, waitOutRepeatGuard, watchProblems } from './support.ts';

/**
 * The shop pages in Chromium against the seeded mall (spec §2
 * /merchant/merchant, /merchant/merchant_street, /merchant/merchant_more):
 * from the shop street into a shop, its category tab with a category, a sort
 * and a search kept in the URL (back works), a guest receiving a coupon and
 * following the shop after signing in, the qualification tab counting the
 * follower and unfollowing it, the shop filters (the keyword apart from the
 * header's goods search, old `?title=` links still working), and the
 * not-found state of an unknown shop.
 */

/** The seeded self-operated shop, id 1, and one of its own categories (a child of 数码办公). */
const SHOP = { id: 1, name: '商城自营旗舰店', category: '手机平板' };

test('a shopper browses a shop from the shop street, receives a coupon and follows the shop', async ({ page, request }) => {
  await resetDemoFavourites(request);
  const problems = watchProblems(page);
  await gotoInteractive(page, '/merchant/merchant_street');
  await expect(page.getByRole('heading', { level: 1, name: '店铺街' })).toBeVisible();
  await page.getByRole('list', { name: '店铺列表' }).getByRole('link', { name: SHOP.name, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/merchant/merchant/home\\?id=${SHOP.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(SHOP.name) })).toBeVisible();
  await expect(page.getByRole('link', { name: '店铺首页' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('list', { name: '商品列表' }).getByRole('listitem').first()).toBeVisible();

  // Category tab: a category and a price sort, both in the URL.
  await page.getByRole('link', { name: '全部分类' }).click();
  const tree = page.getByRole('tree');
  await expect(tree).toBeVisible();
  const category = tree.getByRole('treeitem', { name: SHOP.category });
  if (!(await category.isVisible())) await tree.getByRole('treeitem', { name: '数码办公' }).click();
  await category.click();
  await expect(page).toHaveURL(/cateId=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: SHOP.category })).toBeVisible();
  await page.getByRole('button', { name: /价格/ }).click();
  await expect(page).toHaveURL(/priceOrder=asc/);
  const sorted = page.getByRole('list', { name: '商品列表' }).getByRole('listitem');
  await expect(sorted.first()).toBeVisible();

  // Searching inside the shop lands on the category tab with the keyword; back returns to the category.
  const search = page.getByRole('search', { name: '在本店搜索' });
  await search.getByRole('searchbox').fill('手机');
  await search.getByRole('searchbox').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/merchant/merchant/category\\?id=${SHOP.id}&search=`));
  await expect(page.getByRole('heading', { level: 2, name: /手机/ })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/cateId=\d+.*priceOrder=asc/);
  await expect(page.getByRole('treeitem', { name: SHOP.category })).toHaveAttribute('aria-selected', 'true');

  // A guest receiving a coupon signs in first; the coupon is then received.
  await page.getByRole('link', { name: '领优惠券' }).click();
  const coupons = page.getByRole('list', { name: /优惠券/ });
  const firstCoupon = coupons.getByRole('listitem').first();
  await firstCoupon.getByRole('button', { name: /领取/ }).click();
  await signInAsDemoInDialog(page);
  await expect(firstCoupon.getByRole('button', { name: '已领取' })).toBeVisible();

  // Following the shop raises its follower count, also on the qualification tab.
  const header = page.getByRole('main');
  const followedAt = Date.now();
  await header.getByRole('button', { name: '关注', exact: true }).click();
  await expect(header.getByRole('button', { name: '已关注' })).toHaveAttribute('aria-pressed', 'true');
  await expect(header.getByText('1 人关注')).toBeVisible();
  await page.getByRole('link', { name: '店铺资质' }).click();
  await expect(page).toHaveURL(new RegExp(`/merchant/merchant/qualification\\?id=${SHOP.id}$`));
  await expect(page.getByRole('definition').filter({ hasText: /^1$/ })).toBeVisible();

  // Unfollowing in the header turns it back to 关注 and the count down by one, on both tabs' data.
  await waitOutRepeatGuard(page, followedAt);
  await header.getByRole('button', { name: '已关注' }).click();
  await expect(header.getByRole('button', { name: '关注', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(header.getByText('0 人关注')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^0$/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the shop filters live in the URL, and an unknown shop says so', async ({ page }) => {
  const problems = watchProblems(page, { allowClientErrors: true });
  await gotoInteractive(page, '/merchant/merchant_street');
  await page.getByRole('link', { name: '更多店铺' }).click();
  await expect(page).toHaveURL(/\/merchant\/merchant_more$/);
  // One heading per shop card (each card also lists goods). The street has a
  // shop list too: count only once this page's own controls are up, or the
  // street's list (or this page's skeleton) is what gets counted.
  const all = page.getByRole('list', { name: '店铺列表' }).getByRole('heading', { level: 2 });
  const keyword = page.getByRole('search', { name: '店铺名称或关键词' }).getByRole('searchbox');
  await expect(keyword).toBeVisible();
  await expect(page.getByRole('button', { name: '自营', exact: true })).toBeVisible();
  await expect(all.first()).toBeVisible();
  const total = await all.count();
  expect(total).toBeGreaterThan(1);
  await page.getByRole('button', { name: '自营', exact: true }).click();
  await expect(page).toHaveURL(/isSelf=1/);
  await expect(all).toHaveCount(1);
  await expect(all.first()).toContainText(SHOP.name);
  await page.goBack();
  await expect(all).toHaveCount(total);

  // The shop keyword has its own query value: the header's goods search box stays empty.
  const goodsSearch = page.getByRole('searchbox', { name: '搜索商品' });
  await keyword.fill('自营');
  await keyword.press('Enter');
  await expect(page).toHaveURL(/\/merchant\/merchant_more\?keyword=%E8%87%AA%E8%90%A5$/);
  await expect(all).toHaveCount(1);
  await expect(all.first()).toContainText(SHOP.name);
  await expect(goodsSearch).toHaveValue('');

  // An old link with `?title=` still filters, moved to `keyword` in place.
  await page.goto(`/merchant/merchant_more?title=${encodeURIComponent('自营')}`);
  await expect(page).toHaveURL(/\/merchant\/merchant_more\?keyword=%E8%87%AA%E8%90%A5$/);
  await expect(all).toHaveCount(1);
  await expect(goodsSearch).toHaveValue('');
  await expect(keyword).toHaveValue('自营');

  await page.goto('/merchant/merchant/home?id=999999');
  await expect(page.getByRole('heading', { name: '店铺不存在或已关闭' })).toBeVisible();
  await expect(page.getByRole('link', { name: '店铺街' })).toBeVisible();
  expect(problems).toEqual([]);
});
