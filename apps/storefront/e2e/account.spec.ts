import { expect } from '@playwright/test';
import { test } from './test.ts';
import type { OrderCenterCounts, Page as ApiPage, PointsAccount, UserCoupon, UserInfo } from '@mall/api';
import { photo } from './pictures.ts';
import { apiOf, demoToken, openSignInDialog, signInWithToken, watchProblems } from './support.ts';

/**
 * The demo shopper's account centre in Chromium against the mall as
 * `pnpm start` runs it (issue 15, Tests and figures): nickname and avatar
 * (cropped in its dialog) changed and shown in the header, then put back;
 * coupons in both tabs; the points account and the ways to earn; the
 * account home's shortcuts; the privacy agreement opened from the sign-in
 * dialog; an address deleted after confirming. Figures are checked against the API.
 */

/** `￥`-free digits as the points tiles show them in zh-CN (`1,234`). */
function count(n: number): string {
  return new Intl.NumberFormat('zh-CN').format(n);
}

test('the demo shopper changes nickname and avatar, cropped, and the header shows both', async ({ page, request, baseURL }) => {
  const problems = watchProblems(page);
  const token = await demoToken(request);
  const api = apiOf(request, token);
  const before = await api<UserInfo>('GET', '/api/front/user/info');
  const nickname = `小林 ${Date.now().toString(36).slice(-5)}`;
  try {
    await signInWithToken(page, token, baseURL);
    await page.goto('/users/user_info');
    const form = page.getByRole('form', { name: '个人信息' });
    await expect(form.getByRole('textbox', { name: '昵称' })).toHaveValue(before.nickname);

    // A picture through 更换头像, cropped square in the dialog, then uploaded.
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: '更换头像' }).click();
    await (await chooser).setFiles(photo('me.png', 240));
    const crop = page.getByRole('dialog', { name: '裁剪头像' });
    await expect(crop.getByRole('group', { name: '裁剪区域' })).toBeVisible();
    await crop.getByRole('button', { name: '使用头像' }).click();
    await expect(crop).toBeHidden();
    await expect(form.getByRole('button', { name: '更换头像' })).toBeEnabled();
    await expect(form.getByRole('status')).toHaveText('');

    // An empty nickname is refused with the spec's message; a new one is saved.
    const nicknameBox = form.getByRole('textbox', { name: '昵称' });
    await nicknameBox.fill('');
    await nicknameBox.blur();
    await expect(form).toContainText('用户名不能为空');
    await nicknameBox.fill(nickname);
    await form.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功')).toBeVisible();

    const after = await api<UserInfo>('GET', '/api/front/user/info');
    expect(after.nickname).toBe(nickname);
    expect(after.avatar).not.toBe(before.avatar);
    expect(after.avatar).toMatch(/\S/);

    // The header's account button carries both, the avatar served and decoded.
    const account = page.getByRole('button', { name: new RegExp(nickname) });
    await expect(account).toBeVisible();
    const headerAvatar = account.locator('img');
    await expect(headerAvatar).toHaveAttribute('src', new RegExp(`${new URL(after.avatar, baseURL).pathname.replace(/[.]/g, '\\.')}$`));
    await expect.poll(() => headerAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Square, as cropped.
    expect(await headerAvatar.evaluate((img: HTMLImageElement) => img.naturalWidth === img.naturalHeight)).toBe(true);

    // Still there after a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: new RegExp(nickname) })).toBeVisible();
    await expect(page.getByRole('form', { name: '个人信息' }).getByRole('textbox', { name: '昵称' })).toHaveValue(nickname);
  } finally {
    // Other journeys know the demo shopper by name. The seeded avatar is no upload of theirs, which
    // the server refuses to take back (only uploads, the current avatar or none): the new one stays.
    await api('POST', '/api/front/user/edit', { nickname: before.nickname });
  }
  expect(problems).toEqual([]);
});

test('coupons in both tabs, the points account with the ways to earn, and the account home shortcuts', async ({ page, request, baseURL }) => {
  const problems = watchProblems(page);
  const token = await demoToken(request);
  const api = apiOf(request, token);
  await signInWithToken(page, token, baseURL);

  // Coupons: the usable tab first, as many cards as the API has (a page holds nine).
  const usable = await api<ApiPage<UserCoupon>>('GET', '/api/front/coupon/list?type=usable&page=1&limit=9');
  const unusable = await api<ApiPage<UserCoupon>>('GET', '/api/front/coupon/list?type=unusable&page=1&limit=9');
  expect(usable.total).toBeGreaterThan(0);
  await page.goto('/users/coupon_list');
  await expect(page.getByRole('tab', { name: /^可用优惠券/ })).toHaveAttribute('aria-selected', 'true');
  const cards = page.getByRole('list', { name: '我的优惠券' }).getByRole('listitem');
  await expect(cards).toHaveCount(usable.list.length);
  await expect(cards.first().getByRole('link', { name: /去使用/ })).toBeVisible();
  await page.getByRole('tab', { name: /^不可用优惠券/ }).click();
  await expect(page).toHaveURL(/\/users\/coupon_list\?type=unusable/);
  await expect(page.getByRole('tab', { name: /^不可用优惠券/ })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: '不可用优惠券' });
  if (unusable.total > 0) {
    await expect(panel.getByRole('list', { name: '我的优惠券' }).getByRole('listitem')).toHaveCount(unusable.list.length);
    await expect(panel).toContainText(/已使用|已过期/);
  } else {
    await expect(panel).toContainText('暂无已使用或已过期的优惠券');
  }

  // Points: the account as the API counts it, the records, and the ways to earn.
  const points = await api<PointsAccount>('GET', '/api/front/user/center/my/integral');
  await page.goto('/users/integral');
  await expect(page.getByRole('heading', { level: 1, name: '我的积分' })).toBeVisible();
  const tiles = page.getByRole('main').getByLabel('我的积分', { exact: true }).filter({ hasText: '当前积分' });
  await expect(tiles).toContainText(`当前积分${count(points.integral)}`);
  await expect(tiles).toContainText(`冻结积分${count(points.frozenIntegral)}`);
  await expect(tiles).toContainText(`累计获得${count(points.sumIntegral)}`);
  await expect(tiles).toContainText(`累计消费${count(points.deductionIntegral)}`);
  const earn = page.getByRole('list', { name: '赚积分' });
  await expect(earn).toContainText('购物得积分');
  await expect(earn).toContainText('评价得积分');
  await expect(earn.getByRole('link', { name: '去购物' })).toBeVisible();

  // The account home: each shortcut says its count, and leads to its tab.
  const counts = await api<OrderCenterCounts>('GET', '/api/front/order/center/data');
  await page.goto('/users');
  const shortcuts = page.getByRole('region', { name: '我的订单' });
  for (const [label, n] of [
    ['待付款', counts.unPaidCount],
    ['待发货', counts.unShippedCount],
    ['待收货', counts.receivedCount],
    ['待评价', counts.awaitReplyCount],
    ['退款/售后', counts.refundCount],
  ] as const) {
    await expect(shortcuts.getByRole('link', { name: `${label}，${n} 笔` })).toBeVisible();
  }
  await shortcuts.getByRole('link', { name: /^待发货，/ }).click();
  await expect(page).toHaveURL(/\/users\/order_list\?orderStatus=1$/);
  await page.goBack();
  await shortcuts.getByRole('link', { name: /^退款\/售后，/ }).click();
  await expect(page).toHaveURL(/\/users\/refund_list$/);
  expect(problems).toEqual([]);
});

test('the privacy agreement opens in a new tab from the sign-in dialog', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/');
  const dialog = await openSignInDialog(page);
  const opened = page.context().waitForEvent('page');
  await dialog.getByRole('link', { name: '《隐私协议》' }).click();
  const agreement = await opened;
  const agreementProblems = watchProblems(agreement);
  await agreement.waitForLoadState();
  await expect(agreement).toHaveURL(/\/middlewares\/privacy_agreement$/);
  const text = agreement.getByRole('article', { name: '隐私协议' });
  await expect(text.getByRole('heading', { level: 1, name: '隐私协议' })).toBeVisible();
  await expect.poll(async () => (await text.innerText()).replace('隐私协议', '').trim().length).toBeGreaterThan(100);
  // The dialog stays open in the first tab.
  await expect(dialog).toBeVisible();
  expect([...problems, ...agreementProblems]).toEqual([]);
});

test('an address is deleted from the address book after confirming', async ({ page, request, baseURL }) => {
  const problems = watchProblems(page);
  const token = await demoToken(request);
  const api = apiOf(request, token);
  const name = `删除测试${Date.now().toString(36).slice(-4)}`;
  const added = await api<{ id: number }>('POST', '/api/front/address/edit', {
    realName: name,
    phone: '13800138000',
    detail: '杭州市西湖区文三路 90 号',
    postCode: '310012',
    country: '中国',
  });
  await signInWithToken(page, token, baseURL);
  await page.goto('/users/address_list');
  const card = page.locator(`[data-address-id="${added.id}"]`);
  await expect(card).toContainText(name);

  // Cancel keeps it; 删除 in the confirmation takes it away.
  await card.getByRole('button', { name: `删除 ${name} 的地址` }).click();
  const confirm = page.getByRole('dialog', { name: '删除地址' });
  await expect(confirm).toContainText(`确定删除 ${name} 的这个收货地址吗？`);
  await confirm.getByRole('button', { name: '取消' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `删除 ${name} 的地址` }).click();
  await confirm.getByRole('button', { name: '删除', exact: true }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText(name)).toHaveCount(0);
  const left = await api<{ id: number }[]>('GET', '/api/pc/address/all/list');
  expect(left.map((a) => a.id)).not.toContain(added.id);
  expect(problems).toEqual([]);
});
