import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from './test.ts';
import { MerchantApplyStatus, type AdminMerchantApplication, type GoodsImportResult, type MerchantApplication, type Page as ApiPage } from '@mall/api';
import { emailCode, emailCount, emailsTo } from './codes.ts';
import { photo, uploadThrough } from './pictures.ts';
import { apiOf, modelOf, operatorApi, operatorToken, signInWithToken, watchProblems } from './support.ts';

/**
 * Merchant onboarding in Chromium against the mall as `pnpm start` runs it
 * (issue 15, Tests and figures): a new shopper applies in the page with three
 * qualification pictures and the emailed code, sees the record pending; the
 * operator rejects with a reason; the shopper reads it, edits and resubmits;
 * the operator approves and imports the example goods; the new shop is on the
 * shop street with its goods, and the applicant's mailbox holds both decisions.
 * The operator works through the API; the shopper in the page.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const IMPORT_DIR = path.resolve(here, '../../server/examples/goods-import');

/** Letters only: a run's names and addresses never hold six digits in a row, which a mail's code is read as. */
function runId(): string {
  return Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
}

/** A new shopper, registered by email through the API (codes read at the SMTP sink); answers the token. */
async function newShopper(request: APIRequestContext, email: string): Promise<string> {
  const sent = await request.post('/api/front/login/email/captcha', { data: JSON.stringify(email), headers: { 'content-type': 'application/json' } });
  expect(((await sent.json()) as { code: number }).code).toBe(200);
  const captcha = await emailCode(email);
  const registered = await request.post('/api/front/login/register/email', { data: { email, captcha, password: 'Apply#2026pass' } });
  const body = (await registered.json()) as { code: number; message: string; data: { token: string } };
  expect(body.code, body.message).toBe(200);
  return body.data.token;
}

/** Presses 获取验证码 of the form and answers the code mailed to `email` (the sink's count before the press is `before`). */
async function sendCode(form: Locator, email: string): Promise<string> {
  const before = await emailCount(email);
  await form.getByRole('button', { name: '获取验证码' }).click();
  const code = await emailCode(email, before);
  await expect(form.getByRole('button', { name: /秒后重发/ })).toBeVisible();
  return code;
}

/** Opens the agreement from its link, reads it and accepts: the box is ticked. */
async function acceptAgreement(page: Page, form: Locator): Promise<void> {
  await form.getByRole('button', { name: '《商户入驻协议》' }).click();
  const dialog = page.getByRole('dialog', { name: '商户入驻协议' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: '同意协议' })).toBeEnabled();
  await dialog.getByRole('button', { name: '同意协议' }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByRole('checkbox', { name: '我已阅读并同意商户入驻协议' })).toBeChecked();
}

/**
 * The example import (apps/server/examples/goods-import) as the operator's
 * form carries it: `goods.csv` in field `file`, each picture beside it in
 * field `pictures` under its file name.
 */
async function importForm(): Promise<FormData> {
  const form = new FormData();
  const names = await readdir(IMPORT_DIR);
  form.append('file', new Blob([await readFile(path.join(IMPORT_DIR, 'goods.csv'))], { type: 'text/csv' }), 'goods.csv');
  for (const name of names.filter((n) => /\.(png|jpe?g)$/i.test(n))) {
    const type = name.endsWith('.png') ? 'image/png' : 'image/jpeg';
    form.append('pictures', new Blob([await readFile(path.join(IMPORT_DIR, name))], { type }), name);
  }
  return form;
}

test('a new shopper applies with three pictures, is refused with a reason, resubmits, is approved; the shop opens with imported goods', async ({
  page,
  request,
  baseURL,
}) => {
  // The resubmission waits out the code's 60 s resend lock for the same email.
  test.setTimeout(240_000);
  const problems = watchProblems(page);
  const run = runId();
  const applicant = `shop-${run}@example.com`;
  const shopName = `晨光手作工坊 ${run}`;
  const token = await newShopper(request, `owner-${run}@example.com`);
  const api = apiOf(request, token);
  const operator = await operatorApi(request);

  // The form, reached from the account menu's address, filled as a shopper does.
  await signInWithToken(page, token, baseURL);
  await page.goto('/users/merchant_settled?menuCur=70');
  const form = page.getByRole('form', { name: '商户入驻申请' });
  await expect(form).toContainText('15 个工作日');
  await form.getByRole('textbox', { name: '商户名称' }).fill(shopName);
  await form.getByLabel('店铺类型').selectOption({ index: 1 });
  await form.getByLabel('商户分类').selectOption({ index: 1 });
  await expect(form).toContainText(/手续费：\d/);
  await form.getByRole('textbox', { name: '商户关键字' }).fill('手作,陶艺,布艺');
  await form.getByRole('textbox', { name: '商户地址' }).fill('杭州市西湖区文三路 90 号');
  await form.getByRole('textbox', { name: '联系人姓名' }).fill('林晓');
  await form.getByRole('textbox', { name: '手机号' }).fill('13700137000');
  await form.getByRole('textbox', { name: '邮箱' }).fill(applicant);
  const firstCodeAt = Date.now();
  await form.getByRole('textbox', { name: '验证码' }).fill(await sendCode(form, applicant));
  await uploadThrough(page, form.getByRole('group', { name: '资质图片', exact: true }), [photo('licence.png'), photo('permit.png'), photo('id-card.png')]);
  await acceptAgreement(page, form);
  await form.getByRole('button', { name: '提交申请' }).click();

  // The records: the application waits for review.
  await expect(page).toHaveURL(/\/users\/application_record/);
  const record = page.getByRole('article', { name: shopName });
  await expect(record).toContainText('审核中');
  const [applied] = (await api<ApiPage<MerchantApplication>>('GET', '/api/front/merchant/settled/record?page=1&limit=10')).list;
  expect(applied).toMatchObject({ name: shopName, email: applicant, auditStatus: MerchantApplyStatus.pending });
  expect(applied!.qualificationPicture).toHaveLength(3);

  // Refused by the operator with a reason the shopper reads on the record.
  const reason = '营业执照照片不清晰，请重新上传';
  const rejected = await operator<AdminMerchantApplication>('POST', `/api/admin/merchant-applications/${applied!.id}/reject`, { reason });
  expect(rejected.auditStatus).toBe(MerchantApplyStatus.rejected);
  await page.reload();
  await expect(record).toContainText('审核未通过');
  await expect(record).toContainText(`未通过原因：${reason}`);

  // Edited and sent again: a clearer licence, the address corrected, a new code (the same email, once its lock is out).
  await record.getByRole('button', { name: '重新提交' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/merchant_settled\\?(.+&)?id=${applied!.id}$`));
  await expect(form.getByRole('textbox', { name: '商户名称' })).toHaveValue(shopName);
  const pictures = form.getByRole('group', { name: '资质图片', exact: true });
  await expect(pictures.getByRole('list', { name: '已上传的图片' }).getByRole('button', { name: /^查看第 \d+ 张图片/ })).toHaveCount(3);
  await pictures.getByRole('button', { name: /^删除第 1 张图片/ }).click();
  await expect(pictures.getByRole('list', { name: '已上传的图片' }).getByRole('button', { name: /^查看第 \d+ 张图片/ })).toHaveCount(2);
  const chooser = page.waitForEvent('filechooser');
  await pictures.getByRole('button', { name: '上传图片' }).click();
  await (await chooser).setFiles([photo('licence-clear.png')]);
  await expect(pictures.getByRole('list', { name: '已上传的图片' }).getByRole('button', { name: /^查看第 \d+ 张图片/ })).toHaveCount(3);
  await expect(pictures.getByRole('progressbar')).toHaveCount(0);
  const address = '杭州市西湖区文三路 100 号 2 楼';
  await form.getByRole('textbox', { name: '商户地址' }).fill(address);
  const wait = firstCodeAt + 61_000 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
  await form.getByRole('textbox', { name: '验证码' }).fill(await sendCode(form, applicant));
  await acceptAgreement(page, form);
  await form.getByRole('button', { name: '重新提交' }).click();
  await expect(page).toHaveURL(/\/users\/application_record/);
  await expect(record).toContainText('审核中');
  await expect(record).not.toContainText('未通过原因');

  // Approved: the shop opens, and the operator imports the example goods into it.
  const approved = await operator<AdminMerchantApplication>('POST', `/api/admin/merchant-applications/${applied!.id}/approve`, {});
  expect(approved).toMatchObject({ auditStatus: MerchantApplyStatus.approved, address });
  const merId = approved.merId!;
  expect(merId).toBeGreaterThan(0);
  const imported = await request.post(`/api/admin/merchants/${merId}/goods/import`, {
    headers: { 'authori-zation': await operatorToken(request) },
    multipart: await importForm(),
  });
  const importBody = (await imported.json()) as { code: number; message: string; data: unknown };
  expect(importBody.code, importBody.message).toBe(200);
  const result = modelOf<GoodsImportResult>('POST', '/api/admin/merchants/:id/goods/import', importBody.data);
  expect(result).toMatchObject({ merId, shopName, dryRun: false });
  expect(result.goods.map((g) => g.name)).toEqual(['手绘陶瓷马克杯', '帆布托特包']);
  await page.reload();
  await expect(record).toContainText('已通过');

  // On the shop street's full list, found by name; its page has the goods.
  await page.goto(`/merchant/merchant_more?keyword=${encodeURIComponent(shopName)}`);
  const shops = page.getByRole('list', { name: '店铺列表' });
  await shops.getByRole('link', { name: shopName, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/merchant/merchant/home\\?id=${merId}$`));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(shopName) })).toBeVisible();
  const goods = page.getByRole('list', { name: '商品列表' });
  await expect(goods.getByRole('listitem')).toHaveCount(2);
  await expect(goods).toContainText('手绘陶瓷马克杯');
  await expect(goods).toContainText('帆布托特包');

  // The applicant's mailbox: two codes, the refusal with its reason, the approval.
  const mails = await emailsTo(applicant);
  const decisions = mails.filter((m) => m.subject.includes(shopName));
  expect(decisions).toHaveLength(2);
  expect(decisions[0]!.data).toContain(reason);
  expect(decisions[1]!.data).not.toContain(reason);
  expect(problems).toEqual([]);
});
