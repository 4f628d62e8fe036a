import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './test.ts';
import { emailCode, emailCount, lastSmsTime, smsCode, smsCount } from './codes.ts';
import { gotoInteractive, openSignInDialog, signOut, watchProblems } from './support.ts';

/**
 * Every way in, end to end, with codes that really travel (spec §2 Sign-in
 * dialog, §4): SMS codes are read from the mall's outbox (no SMS gateway is
 * configured), emails from a real SMTP server the mall sends to.
 */




/** Registered by the first test, signed in by SMS code in the last (the server allows one code a minute per phone). */
const PHONE = '13912345678';
const NICKNAME = /139\*\*\*\*5678/;
test.describe.configure({ mode: 'serial' });

test('a shopper registers by phone with the SMS code from the outbox, then signs out', async ({ page }) => {
  const problems = watchProblems(page, { allowClientErrors: true });
  const phone = PHONE;
  await page.goto('/');
  const dialog = await openSignInDialog(page);
  await dialog.getByText('免费注册', { exact: true }).click();
  await expect(dialog.getByRole('heading', { name: '注册账号' })).toBeVisible();
  await dialog.getByRole('textbox', { name: '手机号' }).fill(phone);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  const code = await smsCode(`+86${phone}`);
  await expect(dialog.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  await dialog.getByRole('textbox', { name: '验证码' }).fill(code);
  await dialog.getByLabel('密码', { exact: true }).fill('Reg#2026pass');
  await dialog.getByRole('checkbox', { name: /隐私协议/ }).check();
  await dialog.getByRole('button', { name: '注册', exact: true }).click();
  await expect(dialog).toBeHidden();
  const nickname = NICKNAME;
  await expect(page.getByRole('button', { name: nickname })).toBeVisible();

  await signOut(page, nickname);
  expect(problems).toEqual([]);
});

test('a shopper resets a forgotten password with a code that arrived by email, then signs in with it', async ({ page, request }) => {
  const problems = watchProblems(page, { allowClientErrors: true });
  const email = 'forgetful@example.com';
  // The account: registered by email through the API, its code read from the SMTP server too.
  expect((await (await request.post('/api/front/login/email/captcha', { data: JSON.stringify(email), headers: { 'content-type': 'application/json' } })).json()).code).toBe(200);
  const registerCode = await emailCode(email);
  const registered = await request.post('/api/front/login/register/email', { data: { email, captcha: registerCode, password: 'First#2026' } });
  expect((await registered.json()).code).toBe(200);

  await page.goto('/');
  const dialog = await openSignInDialog(page);
  await dialog.getByRole('tab', { name: '邮箱登录' }).click();
  await expect(dialog.getByRole('heading', { name: '邮箱登录' })).toBeVisible();
  await dialog.getByText('忘记密码？', { exact: true }).click();
  await expect(dialog.getByRole('heading', { name: '找回密码' })).toBeVisible();
  await dialog.getByRole('textbox', { name: '邮箱' }).fill(email);
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByRole('heading', { name: '重置密码' })).toBeVisible();
  const sentBefore = await emailCount(email);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  const code = await emailCode(email, sentBefore);
  await dialog.getByRole('textbox', { name: '验证码' }).fill(code);
  await dialog.getByLabel('新密码', { exact: true }).fill('Second#2026');
  await dialog.getByLabel('确认新密码').fill('Second#2026');
  await dialog.getByRole('button', { name: '确认重置' }).click();
  await expect(dialog.getByRole('heading', { name: '邮箱登录' })).toBeVisible();
  await expect(dialog.getByText('密码已重置，请使用新密码登录')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: '邮箱' })).toHaveValue(email);
  await dialog.getByLabel('密码', { exact: true }).fill('Second#2026');
  await dialog.getByRole('checkbox', { name: /隐私协议/ }).check();
  await dialog.getByRole('button', { name: '登录', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /forgetful/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a guest enters with an email and buys, paying cash on delivery', async ({ page, request }) => {
  const problems = watchProblems(page, { allowClientErrors: true });
  // A goods in stock, from the API.
  const list = (await (await request.get('/api/front/product/list?page=1&limit=20')).json()).data.list as { id: number; stock: number }[];
  const goods = list.find((g) => g.stock > 10)!;
  await gotoInteractive(page, `/goods_detail/${goods.id}`);
  await page.getByRole('button', { name: '立即购买' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('游客购买', { exact: true }).click();
  await expect(dialog.getByRole('heading', { name: '游客购买' })).toBeVisible();
  await dialog.getByRole('textbox', { name: '邮箱' }).fill('guest.buyer@example.com');
  await dialog.getByRole('checkbox', { name: /隐私协议/ }).check();
  await dialog.getByRole('button', { name: '以游客身份继续' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /guest\.buyer/ })).toBeVisible();

  // Buy now, pressed before signing in, goes on by itself once the guest is in: address, order.
  await expect(page).toHaveURL(/\/order\/order_confirm\?preOrderNo=/);
  await page.getByRole('button', { name: /新增收货地址|添加收货地址|新增地址/ }).first().click();
  const form = page.getByRole('dialog');
  await form.getByRole('textbox', { name: '收货人' }).fill('游客');
  await form.getByRole('textbox', { name: '手机号' }).fill('13700000000');
  await form.getByRole('textbox', { name: '详细地址' }).fill('文一西路 1 号');
  await form.getByRole('textbox', { name: '邮政编码' }).fill('310000');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  // A new guest has no balance: the page says so and starts on cash on delivery.
  await expect(page.getByRole('radio', { name: /余额支付/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /货到付款/ })).toBeChecked();
  await page.getByRole('button', { name: '提交订单' }).click();
  // The payment step confirms cash on delivery.
  await expect(page).toHaveURL(/\/order\/order_pay\?orderNo=PT\d+/);
  await expect(page.getByRole('radio', { name: /货到付款/ })).toBeChecked();
  await page.getByRole('button', { name: '确认货到付款' }).click();

  // The order waits for shipment, to be paid at the door.
  await expect(page).toHaveURL(/\/users\/order_list\?orderStatus=1/);
  const order = page.getByRole('article', { name: /^订单 SH/ });
  await expect(order).toHaveCount(1);
  await expect(order.getByText('待发货')).toBeVisible();
  await expect(order.getByText(/货到付款/)).toBeVisible();
  await expect(order.getByRole('button', { name: '立即付款' })).toHaveCount(0);
  const after = (await (await request.get(`/api/front/product/detail/${goods.id}`)).json()).data.productInfo as { stock: number };
  expect(after.stock).toBe(goods.stock - 1);
  expect(problems).toEqual([]);
});

test('closing the dialog returns focus to the button that opened it, and it opens fresh again', async ({ page }) => {
  await page.goto('/');
  let dialog = await openSignInDialog(page);
  await dialog.getByRole('textbox', { name: '手机号' }).fill('138');
  await dialog.getByText('快捷登录', { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: '请登录' })).toBeFocused();
  dialog = await openSignInDialog(page);
  await expect(dialog.getByRole('textbox', { name: '手机号' })).toHaveValue('');
});

test('axe finds nothing on any view of the dialog', async ({ page }) => {
  const list = (await (await page.request.get('/api/front/product/list?page=1&limit=5')).json()).data.list as { id: number }[];
  await gotoInteractive(page, `/goods_detail/${list[0]!.id}`);
  await page.getByRole('button', { name: '立即购买' }).click();
  const dialog = page.getByRole('dialog');
  const check = async (title: string) => {
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    const result = await new AxeBuilder({ page }).include('dialog').analyze();
    expect(result.violations.map((v) => `${title}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  };
  await check('账号登录');
  await dialog.getByText('快捷登录', { exact: true }).click();
  await check('快捷登录');
  await dialog.getByRole('tab', { name: '邮箱登录' }).click();
  await check('邮箱登录');
  await dialog.getByText('忘记密码？', { exact: true }).click();
  await check('找回密码');
  await dialog.getByRole('textbox', { name: '邮箱' }).fill('someone@example.com');
  await dialog.getByRole('button', { name: '下一步' }).click();
  await check('重置密码');
  await dialog.getByText('返回登录', { exact: true }).click();
  await dialog.getByRole('tab', { name: '手机号登录' }).click();
  await dialog.getByText('免费注册', { exact: true }).click();
  await check('注册账号');
  await dialog.getByText('已有账号？去登录', { exact: true }).click();
  await dialog.getByText('游客购买', { exact: true }).click();
  await check('游客购买');
  await dialog.getByText('已有账号？去登录', { exact: true }).click();
  await dialog.getByRole('button', { name: '扫码登录' }).click();
  await check('扫码登录');
  await expect(dialog.getByRole('img', { name: '登录二维码' })).toBeVisible();
});

test('the phone registered first signs in with a new SMS code (quick login)', async ({ page }) => {
  const problems = watchProblems(page, { allowClientErrors: true });
  // One code a minute per phone: wait out what is left of the minute since the registration code.
  const sentAt = await lastSmsTime(`+86${PHONE}`);
  await page.waitForTimeout(Math.max(0, sentAt + 61_000 - Date.now()));
  await page.goto('/');
  const dialog = await openSignInDialog(page);
  await dialog.getByText('快捷登录', { exact: true }).click();
  await expect(dialog.getByRole('heading', { name: '快捷登录' })).toBeVisible();
  await dialog.getByRole('textbox', { name: '手机号' }).fill(PHONE);
  const before = await smsCount(`+86${PHONE}`);
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  const code = await smsCode(`+86${PHONE}`, before);
  await dialog.getByRole('textbox', { name: '验证码' }).fill(code);
  await dialog.getByRole('checkbox', { name: /隐私协议/ }).check();
  // Enter submits (spec §2: views 1 to 3).
  await dialog.getByRole('textbox', { name: '验证码' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: NICKNAME })).toBeVisible();
  expect(problems).toEqual([]);
});
