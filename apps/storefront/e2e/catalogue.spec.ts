import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from './test.ts';
import type {
  CategoryNode,
  CouponOffer,
  MerchantCategoryNode,
  MerchantCollectItem,
  Page as ListPage,
  ProductCard,
  ProductCollectItem,
  ProductDetail,
  ReplyConfig,
  UserCoupon,
} from '@mall/api';
import { demoToken, modelOf, signInAsDemoInDialog, watchProblems } from './support.ts';

/**
 * The catalogue and shops, end to end, as a shopper walks them in Chromium
 * against the mall as `pnpm start` runs it: a category from the home page's
 * drawer, the list sorted by price, a goods opened from its card, a SKU with
 * a sold-out value, the bad reviews, a coupon collected by a guest who signs
 * in for it, the shop followed and the goods favourited, the shop's classify
 * tab, and both under "my favourites" — then the API confirms each.
 */

/** Goods on one page of the search page and of the shop's classify tab. */
const PAGE_SIZE = 20;
/** Reviews on one page of the goods detail. */
const REVIEW_PAGE_SIZE = 10;

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** Calls the API as a guest, or as the shopper whose token is given (spec §7 headers). */
async function api<T>(request: APIRequestContext, path: string, options: { token?: string; post?: unknown } = {}): Promise<T> {
  const headers: Record<string, string> = { 'Form-type': 'pc' };
  if (options.token) headers['authori-zation'] = options.token;
  const res = options.post === undefined ? await request.get(path, { headers }) : await request.post(path, { headers, data: options.post });
  const body = (await res.json()) as Envelope<T>;
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return modelOf<T>(options.post === undefined ? 'GET' : 'POST', path, body.data);
}

/** The token of the browser's session, as the storefront keeps it in the `token` cookie. */
async function browserToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
  expect(cookie, 'the browser is signed in').toBeDefined();
  return decodeURIComponent(cookie!.value).slice('Bearer '.length);
}

/** A specification value whose SKU is sold out once `first` is chosen on the first axis. */
interface SoldOut {
  first: string;
  second: string;
}

/** Units of the SKU `first,second` (0 for a combination that does not exist). */
function stockOf(detail: ProductDetail, first: string, second: string): number {
  return detail.productValue[`${first},${second}`]?.stock ?? 0;
}

/**
 * A sold-out combination of a goods with two specification axes whose first
 * value can still be chosen (some other value of the second axis is in stock
 * with it), so the shopper can reach the state where the sold-out value shows.
 */
function soldOutCombination(detail: ProductDetail): SoldOut | undefined {
  if (detail.productAttr.length !== 2) return undefined;
  const [axisA, axisB] = detail.productAttr as [ProductDetail['productAttr'][number], ProductDetail['productAttr'][number]];
  for (const first of axisA.attrValues) {
    for (const second of axisB.attrValues) {
      if (stockOf(detail, first, second) > 0) continue;
      if (axisB.attrValues.some((other) => stockOf(detail, first, other) > 0)) return { first, second };
    }
  }
  return undefined;
}

interface Journey {
  top: CategoryNode;
  category: CategoryNode;
  /** The category's first page on screen, in the default order and sorted by price. */
  shownByDefault: string[];
  shownByPrice: ListPage<ProductCard>;
  goods: ProductCard;
  detail: ProductDetail;
  soldOut: SoldOut;
  reviews: ReplyConfig;
  coupon: CouponOffer;
  /** The shop's own category holding the goods, and its parent when it is a child. */
  shopCategory: { name: string; parent?: string };
}

/** The deepest category of the shop's own tree whose goods include `goodsId`. */
async function shopCategoryOf(request: APIRequestContext, merId: number, goodsId: number): Promise<Journey['shopCategory'] | undefined> {
  const tree = await api<MerchantCategoryNode[]>(request, `/api/front/product/merchant/${merId}/category/list`);
  const holds = async (cid: number) =>
    (await api<ListPage<ProductCard>>(request, `/api/front/product/merchant/pro/list?merId=${merId}&cid=${cid}&limit=100`)).list.some((g) => g.id === goodsId);
  for (const node of tree) {
    for (const child of node.childList ?? []) if (await holds(child.id)) return { name: child.name, parent: node.name };
  }
  for (const node of tree) if (await holds(node.id)) return { name: node.name };
  return undefined;
}

/**
 * Finds, in the seeded mall, the goods the journey needs, walking the
 * platform categories in the drawer's order: a goods of a second-level
 * category whose first page really changes order when sorted by price, with
 * two specification axes and a sold-out combination, bad (1-star) reviews,
 * and a shop coupon the shopper can still receive. The shop is not
 * self-operated (other specs follow it, count its followers and receive its
 * first coupon), and neither the goods nor the shop is already among the
 * shopper's favourites, so every toggle of the journey starts from "off".
 * Goods with two or more bad reviews are preferred, so the filter is checked
 * on more than one review.
 */
async function chooseJourney(request: APIRequestContext, token: string): Promise<Journey> {
  const tree = await api<CategoryNode[]>(request, '/api/front/product/category');
  let fallback: Journey | undefined;
  for (const top of tree) {
    for (const category of top.childList ?? []) {
      const listed = await api<ListPage<ProductCard>>(request, `/api/front/product/list?cid=${category.id}&page=1&limit=${PAGE_SIZE}`);
      const byPrice = await api<ListPage<ProductCard>>(request, `/api/front/product/list?cid=${category.id}&page=1&limit=${PAGE_SIZE}&priceOrder=asc`);
      const shownByDefault = listed.list.map((g) => g.storeName);
      if (shownByDefault.join('\n') === byPrice.list.map((g) => g.storeName).join('\n')) continue;
      const all = await api<ListPage<ProductCard>>(request, `/api/front/product/list?cid=${category.id}&limit=100`);
      for (const goods of all.list) {
        const detail = await api<ProductDetail>(request, `/api/front/product/detail/${goods.id}`, { token });
        const shop = detail.merchantInfo;
        if (shop.isSelf || shop.isCollect || detail.userCollect) continue;
        const soldOut = soldOutCombination(detail);
        if (!soldOut) continue;
        const reviews = await api<ReplyConfig>(request, `/api/front/product/reply/config/${goods.id}`);
        if (reviews.poorCount === 0) continue;
        const offers = await api<ListPage<CouponOffer>>(request, `/api/front/coupons?merId=${shop.id}&useType=1&limit=20`, { token });
        // The goods detail lists the coupons usable on the goods (its shop's among them): the coupon must be there too.
        const onPage = await api<ListPage<CouponOffer>>(request, `/api/front/coupons?productId=${goods.id}&useType=2&page=1&limit=20`, { token });
        const coupon = offers.list.find(
          (c) => !c.isUse && !c.isReceived && (!c.isLimited || c.lastTotal > 0) && onPage.list.some((o) => o.id === c.id),
        );
        if (!coupon) continue;
        const shopCategory = await shopCategoryOf(request, shop.id, goods.id);
        if (!shopCategory) continue;
        const journey = { top, category, shownByDefault, shownByPrice: byPrice, goods, detail, soldOut, reviews, coupon, shopCategory };
        if (reviews.poorCount >= 2) return journey;
        fallback ??= journey;
      }
    }
  }
  if (fallback) return fallback;
  throw new Error('no goods of the seeded mall has a sold-out SKU combination, bad reviews and a shop coupon to receive');
}

/** Name and current price of each goods card on screen, in order. */
function shownCards(cards: Locator): Promise<{ name: string; price: number }[]> {
  return cards.evaluateAll((links) =>
    links.map((link) => {
      const money = /[¥￥]\s*([\d,]+\.\d{2})/.exec(link.textContent ?? '');
      return {
        name: link.querySelector('img')?.getAttribute('alt') ?? '',
        price: money ? Math.round(Number(money[1]!.replace(/,/g, '')) * 100) : NaN,
      };
    }),
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Undoes the journey's follow and favourite, so specs after this one find the shopper as the seed left them. */
let restore: (() => Promise<void>) | undefined;
test.afterEach(async () => {
  await restore?.();
  restore = undefined;
});

test('a shopper finds goods by category and price, checks SKU and reviews, collects, follows, favourites, and finds them under favourites', async ({ page, request }) => {
  const problems = watchProblems(page);
  const token = await demoToken(request);
  const journey = await chooseJourney(request, token);
  const { top, category, goods, detail, soldOut, reviews, coupon, shopCategory } = journey;
  const shop = detail.merchantInfo;
  // The seed decides what fits; the report says what was walked.
  test.info().annotations.push({
    type: 'data',
    description:
      `${top.name} › ${category.name}: goods ${goods.id} "${goods.storeName}", sold out ${soldOut.first},${soldOut.second}, ` +
      `${reviews.poorCount} bad of ${reviews.sumCount} reviews, shop ${shop.id} "${shop.name}", coupon ${coupon.id} "${coupon.name}", ` +
      `shop category ${shopCategory.parent ? `${shopCategory.parent} › ` : ''}${shopCategory.name}`,
  });
  restore = async () => {
    await api(request, `/api/front/collect/cancel/${goods.id}`, { token, post: {} });
    await api(request, `/api/front/collect/cancel/merchant/${shop.id}`, { token, post: {} });
  };

  await test.step('opens the category from the drawer on the home page', async () => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: '请登录' })).toBeVisible();
    const drawer = page.getByRole('list', { name: '全部商品分类' });
    await drawer.getByRole('link', { name: top.name, exact: true }).hover();
    const children = page.getByRole('group', { name: `${top.name}的子分类` });
    await children.getByRole('link', { name: category.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/goods/goods_search\\?cid=${category.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText(top.name);
  });

  const cards = page.getByRole('list', { name: '商品列表' }).getByRole('link');
  await test.step('sorts by price: the cards on screen change to ascending prices', async () => {
    await expect.poll(async () => (await shownCards(cards)).map((c) => c.name)).toEqual(journey.shownByDefault);
    const before = (await shownCards(cards)).map((c) => c.price);
    expect(before).not.toEqual([...before].sort((a, b) => a - b));

    await page.getByRole('group', { name: '排序方式' }).getByRole('button', { name: /价格/ }).click();
    await expect(page).toHaveURL(/priceOrder=asc/);
    await expect(page.getByRole('button', { name: /价格/ })).toHaveAttribute('aria-pressed', 'true');
    const expected = journey.shownByPrice.list.map((g) => g.storeName);
    await expect.poll(async () => (await shownCards(cards)).map((c) => c.name)).toEqual(expected);
    const after = (await shownCards(cards)).map((c) => c.price);
    expect(after).toEqual(journey.shownByPrice.list.map((g) => g.price));
    expect(after).toEqual([...after].sort((a, b) => a - b));
  });

  await test.step('opens the goods from its card', async () => {
    const card = cards.filter({ has: page.getByRole('img', { name: goods.storeName, exact: true }) });
    // Sorted by price the goods may sit on a later page: the shopper pages on to it.
    const pages = Math.ceil(journey.shownByPrice.total / PAGE_SIZE);
    for (let shown = 1; shown < pages && (await card.count()) === 0; shown += 1) {
      const before = await shownCards(cards);
      await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '下一页' }).click();
      await expect(page).toHaveURL(new RegExp(`page=${shown + 1}`));
      await expect.poll(() => shownCards(cards)).not.toEqual(before);
    }
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/goods_detail/${goods.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(goods.storeName);
  });

  await test.step('picks a SKU: the values sold out with it are disabled and cannot be chosen', async () => {
    const [axisA, axisB] = detail.productAttr as [ProductDetail['productAttr'][number], ProductDetail['productAttr'][number]];
    const groupA = page.getByRole('radiogroup', { name: axisA.attrName, exact: true });
    const groupB = page.getByRole('radiogroup', { name: axisB.attrName, exact: true });
    const checkedIn = async (group: Locator) => ((await group.getByRole('radio', { checked: true }).textContent()) ?? '').trim();

    // If the value chosen on the second axis is sold out with `first`, move to one in stock with both.
    const chosenB = await checkedIn(groupB);
    if (stockOf(detail, soldOut.first, chosenB) === 0) {
      const chosenA = await checkedIn(groupA);
      const detour = axisB.attrValues.find((v) => stockOf(detail, chosenA, v) > 0 && stockOf(detail, soldOut.first, v) > 0);
      expect(detour, `a ${axisB.attrName} in stock with ${chosenA} and ${soldOut.first}`).toBeDefined();
      await groupB.getByRole('radio', { name: detour!, exact: true }).click();
    }
    await groupA.getByRole('radio', { name: soldOut.first, exact: true }).click();
    await expect(groupA.getByRole('radio', { name: soldOut.first, exact: true })).toHaveAttribute('aria-checked', 'true');

    for (const value of axisB.attrValues) {
      const radio = groupB.getByRole('radio', { name: value, exact: true });
      if (stockOf(detail, soldOut.first, value) > 0) await expect(radio, `${soldOut.first},${value}`).toBeEnabled();
      else await expect(radio, `${soldOut.first},${value} is sold out`).toBeDisabled();
    }
    const chosen = await checkedIn(groupB);
    await groupB.getByRole('radio', { name: soldOut.second, exact: true }).click({ force: true });
    await expect(groupB.getByRole('radio', { name: soldOut.second, exact: true })).toHaveAttribute('aria-checked', 'false');
    await expect(groupB.getByRole('radio', { name: chosen, exact: true })).toHaveAttribute('aria-checked', 'true');
    const sku = detail.productValue[`${soldOut.first},${chosen}`]!;
    await expect(page.getByText(`库存 ${sku.stock} ${detail.productInfo.unitName}`)).toBeVisible();
  });

  await test.step('filters the reviews to bad ones: each shown has one star', async () => {
    await page.getByRole('radiogroup', { name: '按评分筛选评价' }).getByRole('radio', { name: `差评（${reviews.poorCount}）` }).click();
    await expect(page).toHaveURL(new RegExp(`/goods_detail/${goods.id}\\?reply=3$`));
    await expect(page.getByRole('heading', { name: `商品评价（${reviews.sumCount}）` })).toBeVisible();
    const list = page.getByRole('list', { name: '评价列表' });
    const shown = Math.min(reviews.poorCount, REVIEW_PAGE_SIZE);
    // One article per review (a review's photos are a list of their own).
    await expect(list.getByRole('article')).toHaveCount(shown);
    const stars = list.getByRole('img', { name: /颗星$/ });
    await expect(stars).toHaveCount(shown);
    for (const star of await stars.all()) await expect(star).toHaveAccessibleName('1 颗星');
  });

  await test.step('collects a coupon as a guest, signing in when asked', async () => {
    await page.getByRole('group', { name: '优惠券' }).getByRole('button', { name: '领券' }).click();
    const coupons = page.getByRole('dialog', { name: '领取优惠券' });
    const card = coupons.getByRole('article', { name: new RegExp(escapeRegExp(coupon.name)) });
    await card.getByRole('button', { name: '领取', exact: true }).click();

    // Signed in, the page reads the goods again for the shopper's own flags.
    const reread = page.waitForResponse((res) => res.request().method() === 'GET' && res.url().endsWith(`/api/front/product/detail/${goods.id}`));
    await signInAsDemoInDialog(page);
    await expect(page.getByRole('button', { name: /演示用户/ })).toBeVisible();
    await expect(page.getByText('领取成功')).toBeVisible();
    await reread;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(goods.storeName);

    // That re-read keeps the page as it is: the dialog stays open and shows the coupon received.
    await expect(card.getByRole('button', { name: '已领取' })).toBeDisabled();
    await expect(coupons).toBeVisible();
    await coupons.getByRole('button', { name: '关闭' }).click();
    await expect(coupons).toBeHidden();
  });

  const shopCard = page.getByRole('region', { name: shop.name });
  let followers = 0;
  await test.step('follows the shop: the button and the follower count change', async () => {
    const count = shopCard.getByText(/^\d+ 人关注$/);
    followers = Number(/\d+/.exec((await count.textContent()) ?? '')![0]);
    const follow = shopCard.getByRole('button', { name: '关注', exact: true });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    await expect(shopCard.getByRole('button', { name: '已关注' })).toHaveAttribute('aria-pressed', 'true');
    await expect(count).toHaveText(`${followers + 1} 人关注`);
  });

  await test.step('favourites the goods', async () => {
    const favourite = page.getByRole('button', { name: '收藏', exact: true });
    await expect(favourite).toHaveAttribute('aria-pressed', 'false');
    await favourite.click();
    await expect(page.getByRole('button', { name: '已收藏', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step("opens the shop from the shop card, then the shop's classify tab", async () => {
    await shopCard.getByRole('link', { name: '进店逛逛' }).click();
    await expect(page).toHaveURL(new RegExp(`/merchant/merchant/home\\?id=${shop.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: shop.name })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: '已关注' })).toBeVisible();
    await expect(main.getByText(`${followers + 1} 人关注`)).toBeVisible();

    const tabs = page.getByRole('navigation', { name: '店铺导航' });
    await tabs.getByRole('link', { name: '全部分类' }).click();
    await expect(page).toHaveURL(new RegExp(`/merchant/merchant/category\\?id=${shop.id}$`));
    await expect(tabs.getByRole('link', { name: '全部分类' })).toHaveAttribute('aria-current', 'page');
    const tree = page.getByRole('tree');
    const item = tree.getByRole('treeitem', { name: shopCategory.name, exact: true });
    if (shopCategory.parent && !(await item.isVisible())) await tree.getByRole('treeitem', { name: shopCategory.parent }).first().click();
    await item.click();
    await expect(page).toHaveURL(/cateId=\d+/);
    await expect(item).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: shopCategory.name })).toBeVisible();
    await expect(page.getByRole('list', { name: '商品列表' }).getByRole('img', { name: goods.storeName, exact: true })).toBeVisible();
  });

  await test.step('finds the goods and the shop under my favourites', async () => {
    await page.getByRole('button', { name: /演示用户/ }).click();
    await page.getByRole('link', { name: '我的收藏' }).click();
    await expect(page).toHaveURL(/\/users\/collection_list/);
    await expect(page.getByRole('heading', { level: 1, name: '我的收藏' })).toBeVisible();
    const goodsTab = page.getByRole('tab', { name: /商品/ });
    await expect(goodsTab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('article', { name: goods.storeName, exact: true })).toBeVisible();

    await page.getByRole('tab', { name: /店铺/ }).click();
    await expect(page).toHaveURL(/tab=shops/);
    const shops = page.getByRole('list', { name: '关注的店铺' });
    await expect(shops.getByRole('link', { name: shop.name, exact: true })).toBeVisible();
  });

  await test.step('the API agrees: favourite, follow and coupon are the shopper’s', async () => {
    const session = await browserToken(page);
    const favourites = await api<ListPage<ProductCollectItem>>(request, '/api/front/collect/product/list?page=1&limit=100', { token: session });
    expect(favourites.list.map((f) => f.productId)).toContain(goods.id);
    const follows = await api<ListPage<MerchantCollectItem>>(request, '/api/front/collect/merchant/list?page=1&limit=100', { token: session });
    expect(follows.list.map((f) => f.merId)).toContain(shop.id);
    const mine = await api<ListPage<UserCoupon>>(request, '/api/front/coupon/list?type=usable&page=1&limit=100', { token: session });
    expect(mine.list.map((c) => c.couponId)).toContain(coupon.id);
    const now = await api<ProductDetail>(request, `/api/front/product/detail/${goods.id}`, { token: session });
    expect(now.userCollect).toBe(true);
    expect(now.merchantInfo.isCollect).toBe(true);
    expect(now.merchantInfo.followerCount).toBe(followers + 1);
  });

  expect(problems).toEqual([]);
});
