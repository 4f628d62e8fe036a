import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_TTL_SECONDS, MAX_QUALIFICATION_PICTURES } from '@mall/api';
import { createOperator } from '../src/admin/operators.ts';
import type { Db } from '../src/db/client.ts';
import { auditLog, merchant, merchantApply, siteConfig, upload } from '../src/db/schema.ts';
import { databaseRefusal } from '../src/http/databaseErrors.ts';
import { SETTLEMENT_AGREEMENT } from '../src/db/seed/settlementAgreement.ts';
import { newShopper, type Shopper } from './afterCheckout.ts';
import { startMall, stateOf, type TestMall } from './harness.ts';

/*
 * Merchant onboarding (crmeb-api §4.11 `settled/*`, §6 rule 17; crmeb-wire
 * §15; the issue "Merchant onboarding"): the agreement, the email code, the
 * application and its rules, the shopper's records, the operator's review,
 * and the new shop on the street at once. Every refusal leaves the database
 * as it was (stateOf).
 */

let mall: TestMall;
let operatorToken: string;
let secondOperatorToken: string;
let phones = 13_700_000_700;
let serial = 0;
/** Client addresses, one per code request: the per-address hourly limit is not what these tests are about. */
let clients = 0;
const asked = new Set<string>();

beforeAll(async () => {
  mall = await startMall();
  const ops = [
    { email: 'ops.settlement@example.com', password: 'Ops-settlement-password-1' },
    { email: 'ops2.settlement@example.com', password: 'Ops-settlement-password-2' },
  ];
  for (const op of ops) await createOperator(mall.db, { operatorId: null, via: 'cli' }, op);
  operatorToken = (await mall.http('POST', '/api/admin/login', { body: ops[0] })).data.token;
  secondOperatorToken = (await mall.http('POST', '/api/admin/login', { body: ops[1] })).data.token;
});
afterAll(() => mall.close());

const shopper = () => newShopper(mall, String(phones++));
const unique = () => `${Date.now().toString(36)}${(serial++).toString(36)}`;

/** An image `userId` uploaded (a row as the upload endpoint writes it), as the client sends it back: an absolute URL. */
async function fakeUpload(db: Db, userId: number): Promise<string> {
  const hash = randomBytes(32).toString('hex');
  await db.insert(upload).values({ userId, hash, ext: 'jpg', size: 2048, width: 800, height: 600, originalName: 'licence.jpg' });
  return `${mall.url}/uploads/${hash}.jpg`;
}

async function uploads(who: Shopper, count: number): Promise<string[]> {
  const urls: string[] = [];
  for (let i = 0; i < count; i++) urls.push(await fakeUpload(mall.db, who.id));
  return urls;
}

/** Asks a code for `email` as the provider's client does (the bare address), and reads it from the outbox. */
async function codeFor(email: string): Promise<string> {
  // A second code for one email waits out the resend minute on the app's clock.
  if (asked.has(email.toLowerCase())) mall.advanceClock(61_000);
  asked.add(email.toLowerCase());
  const res = await sendCode(email);
  expect(res.body.code, res.body.message).toBe(200);
  return mall.lastCode(email);
}

function sendCode(email: string) {
  clients += 1;
  return mall.http('POST', '/api/front/captcha/email/merchant/settled', {
    raw: email,
    headers: { 'x-forwarded-for': `10.77.${clients >> 8}.${clients & 255}` },
  });
}

/** An application form as the provider's PC client sends it (pictures as JSON text, the category's fee copied). */
function form(email: string, captcha: string, pictures: string[], extra: Record<string, unknown> = {}) {
  return {
    name: `测试商户${unique()}`,
    realName: '张三',
    phone: '13912345678',
    captcha,
    address: '浙江省杭州市西湖区文三路 1 号',
    categoryId: 2,
    email,
    handlingFee: 3,
    keywords: '数码,手机',
    qualificationPicture: JSON.stringify(pictures),
    typeId: 4,
    country: '',
    ...extra,
  };
}

const apply = (who: Shopper, body: unknown) => mall.http('POST', '/api/front/merchant/settled/apply', { token: who.token, body });
const records = (token: string) => mall.http('GET', '/api/front/merchant/settled/record', { token });
const admin = (method: string, path: string, body?: unknown, token = operatorToken) => mall.http(method, `/api/admin/merchant-applications${path}`, { token, body });
const newEmail = () => `applicant.${unique()}@example.com`;

/** A new shopper's pending application, made through the API. */
async function pendingApplication(who?: Shopper, extra: Record<string, unknown> = {}) {
  const applicant = who ?? (await shopper());
  const email = newEmail();
  const res = await apply(applicant, form(email, await codeFor(email), await uploads(applicant, 2), extra));
  expect(res.body.code, res.body.message).toBe(200);
  return { who: applicant, email, application: res.data };
}

/** Expects `request` to be refused with `code` (its message matching `message`) and to change nothing. */
async function refusedUnchanged(request: () => Promise<{ body: { code: number; message: string } }>, code: number, message?: RegExp) {
  const before = await stateOf(mall.db);
  const res = await request();
  expect(res.body.code, res.body.message).toBe(code);
  if (message) expect(res.body.message).toMatch(message);
  expect(await stateOf(mall.db)).toEqual(before);
}

describe('the seeded mall', () => {
  it('the demo shopper has one application in each status, newest first, in the provider dialect', async () => {
    const token = await mall.login();
    const res = await records(token);
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.data.total).toBe(3);
    expect(res.data.list.map((a: { auditStatus: number }) => a.auditStatus)).toEqual([1, 3, 2]);
    const [pending, rejected, approved] = res.data.list;
    expect(rejected.denialReason).not.toBe('');
    expect(pending.denialReason).toBe('');
    expect(approved.merId).toBe(11);
    const [shop] = await mall.db.select().from(merchant).where(eq(merchant.id, 11));
    expect(approved.name).toBe(shop!.name);
    // The wire: pictures as JSON text of absolute URLs the mall serves, the fee as a percentage, times as text.
    const wire = res.body.data.list[0];
    expect(typeof wire.qualificationPicture).toBe('string');
    const urls = JSON.parse(wire.qualificationPicture) as string[];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect((await fetch(url)).status).toBe(200);
    expect(wire.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(wire.handlingFee).toBe(5);
    expect(res.body.data).toMatchObject({ page: 1, limit: 10, total: 3 });
  });

  it('the agreement is in the request language, in zh-CN when the mall has none in it', async () => {
    for (const [language, locale] of [['fr-FR,fr;q=0.9', 'fr'], ['th', 'th'], ['lo', 'lao'], ['zh-CN', 'zh-CN'], ['en', 'en']] as const) {
      const res = await mall.http('GET', '/api/front/merchant/settled/agreement', { headers: { 'accept-language': language } });
      expect(res.body.code).toBe(200);
      expect(res.body.data.agreement).toBe(SETTLEMENT_AGREEMENT[locale]);
    }
    const [row] = await mall.db.select().from(siteConfig).where(eq(siteConfig.key, 'settlement'));
    await mall.db
      .update(siteConfig)
      .set({ value: { agreement: { 'zh-CN': '<p>仅中文</p>' } } })
      .where(eq(siteConfig.key, 'settlement'));
    try {
      const res = await mall.http('GET', '/api/front/merchant/settled/agreement', { headers: { 'accept-language': 'th' } });
      expect(res.body.data.agreement).toBe('<p>仅中文</p>');
    } finally {
      await mall.db.update(siteConfig).set({ value: row!.value }).where(eq(siteConfig.key, 'settlement'));
    }
  });
});

describe('the email code (POST /api/front/captcha/email/merchant/settled)', () => {
  it('takes the bare address, sends 6 digits to the outbox for this purpose, and holds the resend limit', async () => {
    const email = newEmail();
    const res = await sendCode(email);
    expect(res.body).toMatchObject({ code: 200 });
    const sent = (await mall.outbox()).filter((e) => e.to === email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ channel: 'email', purpose: 'merchant-settled' });
    expect(sent[0]!.code).toMatch(/^\d{6}$/);
    // Within a minute: wait.
    await refusedUnchanged(() => sendCode(email), 400, /^email: /);
    // JSON-quoted also reads.
    const other = newEmail();
    const quoted = await mall.http('POST', '/api/front/captcha/email/merchant/settled', { body: other, headers: { 'x-forwarded-for': '10.78.0.1' } });
    expect(quoted.body.code, quoted.body.message).toBe(200);
    expect((await mall.outbox()).filter((e) => e.to === other)).toHaveLength(1);
    await refusedUnchanged(() => sendCode('not-an-email'), 400, /invalid format/);
  });
});

describe('applying (POST /api/front/merchant/settled/apply)', () => {
  it('saves a pending application: the category fee, the uploads attached, first in the records; the code is used up', async () => {
    const who = await shopper();
    const email = newEmail();
    const captcha = await codeFor(email);
    const pictures = await uploads(who, 3);
    // The category as text, as some clients send it; the client's fee is not the category's and is ignored.
    const body = form(email.toUpperCase(), captcha, pictures, { categoryId: '5', handlingFee: 99 });
    const res = await apply(who, body);
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.data).toMatchObject({ name: body.name, email, categoryId: 5, typeId: 4, auditStatus: 1, denialReason: '', merId: null, handlingFee: 800 });
    expect(res.data.qualificationPicture).toEqual(pictures);
    const attached = await mall.db.select().from(upload).where(eq(upload.userId, who.id));
    expect(attached.map((u) => u.attachedTo)).toEqual(['qualification', 'qualification', 'qualification']);
    const list = (await records(who.token)).data;
    expect(list.total).toBe(1);
    expect(list.list[0]).toEqual(res.data);
    // The same code again: used up.
    const other = await shopper();
    await refusedUnchanged(() => apply(other, form(email, captcha, [])), 400);
    const otherPictures = await uploads(other, 1);
    await refusedUnchanged(() => apply(other, form(newEmail(), captcha, otherPictures)), 400, /^captcha: /);
  });

  it('accepts the pictures as a JSON list too', async () => {
    const who = await shopper();
    const email = newEmail();
    const pictures = await uploads(who, MAX_QUALIFICATION_PICTURES);
    const res = await apply(who, { ...form(email, await codeFor(email), []), qualificationPicture: pictures });
    expect(res.body.code, res.body.message).toBe(200);
    expect(res.data.qualificationPicture).toEqual(pictures);
  });

  it('refuses a wrong code, an expired one and one sent to another email; a refused application leaves the code usable', async () => {
    const who = await shopper();
    const pictures = await uploads(who, 2);
    const email = newEmail();
    const captcha = await codeFor(email);
    const wrong = captcha === '000000' ? '111111' : '000000';
    await refusedUnchanged(() => apply(who, form(email, wrong, pictures)), 400, /^captcha: /);
    const otherEmail = newEmail();
    await refusedUnchanged(() => apply(who, form(otherEmail, captcha, pictures)), 400, /^captcha: /);
    // Refused for its name: the code still works afterwards.
    await refusedUnchanged(() => apply(who, form(email, captcha, pictures, { name: '极客数码专营店' })), 400, /^name: /);
    expect((await apply(who, form(email, captcha, pictures))).body.code).toBe(200);

    const late = await shopper();
    const lateEmail = newEmail();
    const lateCode = await codeFor(lateEmail);
    const latePictures = await uploads(late, 1);
    mall.advanceClock((CODE_TTL_SECONDS + 1) * 1000);
    await refusedUnchanged(() => apply(late, form(lateEmail, lateCode, latePictures)), 400, /^captcha: /);
  });

  it('refuses a name or email of a shop or of a pending application, whatever the case', async () => {
    const who = await shopper();
    const pictures = await uploads(who, 1);
    const email = newEmail();
    const captcha = await codeFor(email);
    const [shop] = await mall.db.select().from(merchant).where(eq(merchant.id, 2));
    // Against shops.
    await refusedUnchanged(() => apply(who, form(email, captcha, pictures, { name: shop!.name })), 400, /^name: /);
    const shopEmailCode = await codeFor(shop!.email);
    await refusedUnchanged(() => apply(who, form(shop!.email.toUpperCase(), shopEmailCode, pictures)), 400, /^email: /);
    // Against pending applications (the demo shopper's seeded one, and a new one).
    const [seededPending] = await mall.db.select().from(merchantApply).where(eq(merchantApply.auditStatus, 1)).orderBy(merchantApply.id).limit(1);
    await refusedUnchanged(() => apply(who, form(email, captcha, pictures, { name: seededPending!.name })), 400, /^name: /);
    const other = await pendingApplication(undefined, { name: `Acme Trading ${unique()}` });
    await refusedUnchanged(() => apply(who, form(email, captcha, pictures, { name: other.application.name.toLowerCase() })), 400, /^name: /);
    const otherCode = await codeFor(other.email);
    await refusedUnchanged(() => apply(who, form(other.email, otherCode, pictures)), 400, /^email: /);
  });

  it('refuses a second pending application of one shopper', async () => {
    const { who } = await pendingApplication();
    const email = newEmail();
    const captcha = await codeFor(email);
    const pictures = await uploads(who, 1);
    await refusedUnchanged(() => apply(who, form(email, captcha, pictures)), 400, /under review/);
  });

  it('refuses 0 or 11 pictures, an unreadable list, someone else’s upload, a picture that is no upload', async () => {
    const who = await shopper();
    const other = await shopper();
    const email = newEmail();
    const captcha = await codeFor(email);
    const eleven = await uploads(who, MAX_QUALIFICATION_PICTURES + 1);
    await refusedUnchanged(() => apply(who, form(email, captcha, eleven)), 400, /^qualificationPicture: /);
    await refusedUnchanged(() => apply(who, { ...form(email, captcha, []), qualificationPicture: eleven }), 400, /^qualificationPicture/);
    await refusedUnchanged(() => apply(who, form(email, captcha, [])), 400, /^qualificationPicture: /);
    await refusedUnchanged(() => apply(who, { ...form(email, captcha, []), qualificationPicture: '[not json' }), 400, /^qualificationPicture: /);
    const theirs = await uploads(other, 1);
    await refusedUnchanged(() => apply(who, form(email, captcha, [...eleven.slice(0, 2), ...theirs])), 400, /^qualificationPicture: /);
    await refusedUnchanged(() => apply(who, form(email, captcha, ['/media/art/licence/business-1.svg'])), 400, /^qualificationPicture: /);
    // Nothing was attached by the refusals: the uploads are still free.
    const mine = await mall.db.select().from(upload).where(eq(upload.userId, who.id));
    expect(mine.every((u) => u.attachedTo === null)).toBe(true);
  });

  it('names the field that is missing or wrong; refuses guests', async () => {
    const who = await shopper();
    const email = newEmail();
    const captcha = await codeFor(email);
    const pictures = await uploads(who, 1);
    const { realName: _realName, ...noRealName } = form(email, captcha, pictures);
    await refusedUnchanged(() => apply(who, noRealName), 400, /realName/);
    await refusedUnchanged(() => apply(who, form(email, captcha, pictures, { categoryId: 999 })), 400, /^categoryId: /);
    await refusedUnchanged(() => apply(who, form(email, captcha, pictures, { typeId: 999 })), 400, /^typeId: /);
    await refusedUnchanged(() => apply(who, form(email, captcha, pictures, { phone: '12ab' })), 400, /^phone/);
    await refusedUnchanged(() => apply(who, form(email, captcha, pictures, { name: '   ' })), 400, /^name/);
    await refusedUnchanged(() => apply(who, form(email, captcha, pictures, { name: 'x'.repeat(51) })), 400, /^name/);
    await refusedUnchanged(() => mall.http('POST', '/api/front/merchant/settled/apply', { body: form(email, captcha, pictures) }), 401);
    await refusedUnchanged(() => mall.http('GET', '/api/front/merchant/settled/record'), 401);
  });

  it('edits only the shopper’s own application, never an approved one', async () => {
    const { who, email, application } = await pendingApplication();
    const stranger = await shopper();
    const strangerEmail = newEmail();
    const strangerCode = await codeFor(strangerEmail);
    const strangerPictures = await uploads(stranger, 1);
    await refusedUnchanged(() => apply(stranger, form(strangerEmail, strangerCode, strangerPictures, { id: application.id })), 404);
    // Editing one's own pending application is no second application.
    const captcha = await codeFor(email);
    const edited = await apply(who, form(email, captcha, application.qualificationPicture, { id: application.id, address: '新地址 2 号' }));
    expect(edited.body.code, edited.body.message).toBe(200);
    expect(edited.data).toMatchObject({ id: application.id, address: '新地址 2 号', auditStatus: 1 });
    expect((await records(who.token)).data.total).toBe(1);
  });
});

describe('the operator’s review', () => {
  it('refuses shoppers’ tokens and guests on every operator endpoint', async () => {
    const token = await mall.login();
    for (const [method, path, body] of [
      ['GET', '', undefined],
      ['GET', '/1', undefined],
      ['POST', '/3/approve', undefined],
      ['POST', '/3/reject', { reason: 'no' }],
    ] as const) {
      await refusedUnchanged(() => admin(method, path, body, token), 401);
      await refusedUnchanged(() => mall.http(method, `/api/admin/merchant-applications${path}`, { body }), 401);
    }
  });

  it('lists by status and shows one; 404 for an unknown one', async () => {
    const pending = await admin('GET', '?status=1&limit=100');
    expect(pending.body.code, pending.body.message).toBe(200);
    expect(pending.data.list.length).toBeGreaterThan(0);
    expect(pending.data.list.every((a: { auditStatus: number }) => a.auditStatus === 1)).toBe(true);
    const one = await admin('GET', `/${pending.data.list[0].id}`);
    expect(one.data).toMatchObject({ id: pending.data.list[0].id, auditStatus: 1, auditTime: null });
    expect(one.data.categoryName).not.toBe('');
    expect((await admin('GET', '/999999')).body.code).toBe(404);
    expect((await admin('GET', '?status=7')).body.code).toBe(400);
  });

  it('a rejected application is edited and resubmitted, then approved: the shop is on the street and in search at once; both emails go out', async () => {
    const { who, email, application } = await pendingApplication(undefined, { phone: '' });
    await refusedUnchanged(() => admin('POST', `/${application.id}/reject`, { reason: '  ' }), 400, /^reason/);
    const rejected = await admin('POST', `/${application.id}/reject`, { reason: '营业执照不清晰' });
    expect(rejected.body.code, rejected.body.message).toBe(200);
    expect(rejected.data).toMatchObject({ auditStatus: 3, denialReason: '营业执照不清晰', merId: null });
    expect(rejected.data.auditTime).toBeInstanceOf(Date);
    await refusedUnchanged(() => admin('POST', `/${application.id}/reject`, { reason: 'again' }), 400, /^id: /);
    await refusedUnchanged(() => admin('POST', `/${application.id}/approve`), 400, /^id: /);
    const [rejectMail] = (await mall.outbox()).filter((e) => e.to === email && e.purpose === 'merchant-rejected');
    expect(rejectMail?.text).toContain('营业执照不清晰');

    const mine = (await records(who.token)).data.list[0];
    expect(mine).toMatchObject({ auditStatus: 3, denialReason: '营业执照不清晰' });
    // Resubmitted with the pictures it had (as the record gives them) and one more.
    const name = `Resubmitted Shop ${unique()}`;
    const pictures = [...mine.qualificationPicture, ...(await uploads(who, 1))];
    const resubmitted = await apply(who, form(email, await codeFor(email), pictures, { id: application.id, name, phone: '', keywords: `resub${serial}` }));
    expect(resubmitted.body.code, resubmitted.body.message).toBe(200);
    expect(resubmitted.data).toMatchObject({ id: application.id, name, auditStatus: 1, denialReason: '' });
    expect(resubmitted.data.qualificationPicture).toEqual(pictures);

    const shopsBefore = (await mall.db.select({ id: merchant.id }).from(merchant)).length;
    const approved = await admin('POST', `/${application.id}/approve`);
    expect(approved.body.code, approved.body.message).toBe(200);
    expect(approved.data).toMatchObject({ auditStatus: 2, name });
    const merId = approved.data.merId as number;
    const [shop] = await mall.db.select().from(merchant).where(eq(merchant.id, merId));
    expect(shop).toMatchObject({ name, email, categoryId: 2, typeId: 4, isSwitch: true, isSelf: false, serviceType: 'email', realName: '张三' });
    expect(shop!.qualificationPictures).toEqual(pictures.map((u) => u.replace(mall.url, '')));
    expect((await mall.db.select({ id: merchant.id }).from(merchant)).length).toBe(shopsBefore + 1);
    for (const url of [shop!.avatar, shop!.backImage]) expect((await fetch(mall.url + url)).status).toBe(200);

    const street = await mall.http('GET', '/api/front/merchant/street?page=1&limit=100');
    expect(street.data.list.map((s: { id: number }) => s.id)).toContain(merId);
    const search = await mall.http('GET', `/api/front/merchant/search/list?keywords=${encodeURIComponent(name)}`);
    expect(search.data.list.map((s: { id: number }) => s.id)).toEqual([merId]);
    const detail = await mall.http('GET', `/api/front/merchant/detail/${merId}`);
    expect(detail.data).toMatchObject({ name, email, realName: '张三' });

    const mails = (await mall.outbox()).filter((e) => e.to === email).map((e) => e.purpose);
    expect(mails).toContain('merchant-rejected');
    expect(mails).toContain('merchant-approved');
    const audits = await mall.db.select().from(auditLog).where(eq(auditLog.target, `merchant-apply:${application.id}`)).orderBy(desc(auditLog.id));
    expect(audits.map((a) => a.action)).toEqual(['merchantApply.approve', 'merchantApply.reject']);
    expect(audits.every((a) => a.via === 'api' && a.operatorId !== null)).toBe(true);

    // Approved: no longer editable nor answerable.
    await refusedUnchanged(() => admin('POST', `/${application.id}/approve`), 400, /^id: /);
    await refusedUnchanged(async () => apply(who, form(email, await codeFor(email), pictures, { id: application.id })), 400, /^id: /);
  });

  it('refuses to approve when a shop took the name meanwhile', async () => {
    const { application } = await pendingApplication();
    const [shop] = await mall.db.select().from(merchant).where(eq(merchant.id, 10));
    await mall.db.update(merchant).set({ name: application.name }).where(eq(merchant.id, 10));
    try {
      await refusedUnchanged(() => admin('POST', `/${application.id}/approve`), 400, /^name: /);
    } finally {
      await mall.db.update(merchant).set({ name: shop!.name }).where(eq(merchant.id, 10));
    }
  });
});

describe('races', () => {
  it('two applications of one shopper at once: exactly one is pending, the other is refused with a 400', async () => {
    const who = await shopper();
    const [a, b] = [newEmail(), newEmail()];
    const bodies = [form(a, await codeFor(a), await uploads(who, 1)), form(b, await codeFor(b), await uploads(who, 1))];
    const answers = await Promise.all(bodies.map((body) => apply(who, body)));
    expect(answers.map((r) => r.body.code).sort()).toEqual([200, 400]);
    expect(answers.find((r) => r.body.code === 400)!.body.message).toMatch(/under review/);
    const rows = await mall.db.select().from(merchantApply).where(eq(merchantApply.userId, who.id));
    expect(rows.map((r) => r.auditStatus)).toEqual([1]);
  });

  it('the partial unique indexes are the guard when checks race: a firing one answers 400 naming what is taken', async () => {
    const { who, application } = await pendingApplication();
    const row = { userId: who.id, realName: 'x', categoryId: 2, typeId: 4, address: 'x', qualificationPictures: ['/uploads/x.jpg'] };
    const cases: Array<[typeof merchantApply.$inferInsert, string, string | undefined]> = [
      [{ ...row, name: `Other ${unique()}`, email: newEmail() }, 'settlement.pendingExists', undefined],
      [{ ...row, userId: (await shopper()).id, name: application.name.toUpperCase(), email: newEmail() }, 'settlement.nameTaken', 'name'],
      [{ ...row, userId: (await shopper()).id, name: `Other ${unique()}`, email: application.email }, 'settlement.emailTaken', 'email'],
    ];
    for (const [values, key, field] of cases) {
      const error = await mall.db.insert(merchantApply).values(values).then(
        () => null,
        (e: unknown) => e,
      );
      expect(databaseRefusal(error)).toMatchObject({ code: 400, key, field });
    }
  });

  it('two operators approve one application at once: one shop', async () => {
    const { application } = await pendingApplication();
    const answers = await Promise.all([admin('POST', `/${application.id}/approve`), admin('POST', `/${application.id}/approve`, undefined, secondOperatorToken)]);
    expect(answers.map((r) => r.body.code).sort()).toEqual([200, 400]);
    expect(await mall.db.select().from(merchant).where(eq(merchant.name, application.name))).toHaveLength(1);
  });
});
