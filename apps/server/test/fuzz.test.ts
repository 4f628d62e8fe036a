import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitEndpointKey, type EndpointKey } from '@mall/api';
import { routeSchemas } from '@mall/api/schemas';
import { createOperator } from '../src/admin/operators.ts';
import { createRng } from '../src/db/seed/prng.ts';
import { typesOf, type RequestSchema } from '../src/http/normalize.ts';
import { startMall, stateOf, type TestMall } from './harness.ts';
import { stockShopperState } from './shopping.ts';

/*
 * A fuzz pass over every POST endpoint of the contract, signed in and as a
 * guest: malformed and truncated JSON, the wrong shape, deep nesting, bodies
 * over the limit, bytes that are not UTF-8, prototype keys, multipart forms
 * without a boundary or with broken parts, too many fields, files or
 * oversized fields, form garbage, wrong content types and encodings, a wrong
 * type in every field, and NUL and lone surrogates in every field and path
 * parameter; then every GET endpoint's query and path parameters with NUL
 * and lone surrogates. Every answer must be an HTTP 200 envelope refusing the
 * request (never a 5xx, never a success), and the database must be exactly
 * as it was. The cases are drawn from a fixed seed and bounded in number, so
 * each run sends the same requests.
 */

const SEED = 0x5eed_2026;
/** Upper bound of requests in the whole pass; the pass fails rather than send more. */
const MAX_REQUESTS = 9000;
/** Requests in flight at once. */
const PARALLEL = 8;

// The seed's generator (mulberry32): every run draws the same cases.
const random = createRng(SEED).next;
const pick = <T,>(items: readonly T[], count: number): T[] => {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return out;
};

type PostKey = Extract<EndpointKey, `POST ${string}`>;
type GetKey = Extract<EndpointKey, `GET ${string}`>;

const PRE_ORDER_NO = 'a'.repeat(32);
const ORDER_NO = 'PT20260101000000123456';

/**
 * A body of the right shape for each POST endpoint (undefined: it takes
 * none), for the mutations to start from. A new POST endpoint without one
 * fails the typecheck.
 */
const SAMPLES: Record<PostKey, unknown> = {
  'POST /api/front/login/mobile/password': { phone: '13800138000', countryCode: '86', password: 'Demo@123456' },
  'POST /api/front/login/token/is/exist': undefined,
  'POST /api/front/login/mobile/captcha': { phone: '13800138000', countryCode: '86', captcha: '123456' },
  'POST /api/front/login/email': { email: 'fuzz@example.com', password: 'Demo@123456' },
  'POST /api/front/login/register/mobile': { phone: '13900000001', countryCode: '86', captcha: '123456', password: 'Fuzz@1234' },
  'POST /api/front/login/register/email': { email: 'fuzz.new@example.com', captcha: '123456', password: 'Fuzz@1234' },
  'POST /api/front/login/register/visitor': { email: 'guest@example.com', phone: '13900000002', countryCode: '86' },
  'POST /api/front/login/sendCode': { phone: '13900000003', countryCode: '86' },
  'POST /api/front/login/email/captcha': 'fuzz.code@example.com',
  'POST /api/front/login/email/forget/password': 'fuzz.code@example.com',
  'POST /api/front/login/email/reset/password': { email: 'fuzz@example.com', captcha: '123456', newPassword: 'Fuzz@1234', passwordAgain: 'Fuzz@1234' },
  'POST /api/front/login/google': 'aaaaaaaaaa.bbbbbbbbbb.cccccccccc',
  'POST /api/front/login/facebook': { id: '1234567', name: 'Fuzz', picture: 'https://example.com/a.png', email: 'fb@example.com', accessToken: 'token-1234567890' },
  'POST /api/front/login/twitter': { oauthToken: 'token', oauthTokenSecret: 'secret', oauthVerifier: 'verifier' },
  'POST /api/front/login/qr/ticket': undefined,
  'POST /api/front/login/qr/scan': { ticket: 'q'.repeat(32) },
  'POST /api/front/login/qr/confirm': { ticket: 'q'.repeat(32) },
  'POST /api/front/user/edit': { nickname: 'Fuzz', avatar: '' },
  'POST /api/front/captcha/phone/password': undefined,
  'POST /api/front/captcha/email/password': undefined,
  'POST /api/front/user/phone/update/password': { captcha: '123456', newPassword: 'Fuzz@1234', passwordAgain: 'Fuzz@1234' },
  'POST /api/front/user/email/update/password': { captcha: '123456', newPassword: 'Fuzz@1234', passwordAgain: 'Fuzz@1234' },
  'POST /api/front/user/password/update': { oldPassword: 'Fuzz@0000', newPassword: 'Fuzz@1234', passwordAgain: 'Fuzz@1234' },
  'POST /api/front/captcha/phone/bind': { phone: '13900000004', countryCode: '86' },
  'POST /api/front/captcha/email/bind': { email: 'fuzz.bind@example.com' },
  'POST /api/front/user/phone/bind': { phone: '13900000004', countryCode: '86', captcha: '123456' },
  'POST /api/front/user/email/bind': { email: 'fuzz.bind@example.com', captcha: '123456' },
  'POST /api/front/coupon/receive': { couponId: 1 },
  'POST /api/front/collect/add/product': { productId: 1, category: 'store' },
  'POST /api/front/collect/cancel/:proId': undefined,
  'POST /api/front/collect/delete/product': { ids: [1, 2] },
  'POST /api/front/collect/add/merchant/:id': undefined,
  'POST /api/front/collect/cancel/merchant/:id': undefined,
  'POST /api/front/service/message': { name: 'Fuzz', contact: '13800138000', content: 'hello' },
  'POST /api/front/cart/save': [{ productId: 1, productAttrUnique: 1, cartNum: 1 }],
  'POST /api/front/cart/num': { id: 1, number: 2 },
  'POST /api/front/cart/delete': { ids: [1] },
  'POST /api/front/address/edit': {
    realName: 'Fuzz',
    phone: '13800138000',
    countryCode: '86',
    email: 'a@example.com',
    country: 'CN',
    detail: 'Road 1',
    postCode: '200120',
    isDefault: true,
  },
  'POST /api/front/address/default/set': { id: 1 },
  'POST /api/front/address/del': { id: 1 },
  'POST /api/front/address/ip/info': undefined,
  'POST /api/front/order/pre/order': { preOrderType: 'buyNow', orderDetails: [{ productId: 1, attrValueId: 1, productNum: 1 }] },
  'POST /api/front/order/computed/price': { preOrderNo: PRE_ORDER_NO, addressId: 1, couponId: 0 },
  'POST /api/front/order/create': { preOrderNo: PRE_ORDER_NO, addressId: 1, payType: 'yue', payChannel: 'pc', mark: 'note', couponId: 0 },
  'POST /api/front/pay/payment': { orderNo: ORDER_NO, payType: 'yue', payChannel: 'pc' },
  'POST /api/front/order/cancel/:orderNo': undefined,
  'POST /api/front/order/take/:orderNo': undefined,
  'POST /api/front/order/delete/:orderNo': undefined,
  // Its body is a multipart form carrying a file (upload/readUpload.ts): no JSON body to start from; every probe below must still be refused.
  'POST /api/front/upload/image': undefined,
  'POST /api/admin/login': { email: 'nobody.fuzz@example.com', password: 'Not-a-password-1' },
  'POST /api/admin/logout': undefined,
  'POST /api/admin/orders/:orderNo/ship': { deliveryType: 'express', expressName: 'SF', expressCode: 'SF', trackingNo: 'SF1234567890' },
  'POST /api/admin/orders/:orderNo/track': { station: 'Hangzhou hub', state: 2, time: '2026-01-01 10:00:00' },
  'POST /api/front/order/comment': { orderNo: 'SH20260101000000123456', orderInfoId: 1, star: 5, comment: 'Good', pics: '' },
  'POST /api/admin/reviews/:id/reply': { content: 'Thank you for your review' },
  'POST /api/front/order/refund': { orderNo: 'SH20260101000000123456', text: '与描述不符', refund_reason_wap_explain: '', refund_reason_wap_img: '' },
  'POST /api/front/order/refund/return': { refundOrderNo: 'RE20260101000000123456', expressName: '顺丰速运', trackingNo: 'SF1234567890' },
  'POST /api/admin/refunds/:refundOrderNo/approve': { note: '' },
  'POST /api/admin/refunds/:refundOrderNo/refuse': { reason: '商品已拆封' },
  'POST /api/admin/refunds/:refundOrderNo/confirm-return': {},
  'POST /api/admin/orders/:orderNo/refund': { reason: '缺货' },
  'POST /api/front/captcha/email/merchant/settled': 'fuzz.settled@example.com',
  'POST /api/front/merchant/settled/apply': {
    name: 'Fuzz shop',
    realName: 'Fuzz',
    phone: '13900000004',
    captcha: '123456',
    address: 'Hangzhou',
    categoryId: 1,
    email: 'fuzz.shop@example.com',
    handlingFee: 5,
    keywords: 'fuzz',
    qualificationPicture: `["/uploads/${'a'.repeat(64)}.jpg"]`,
    typeId: 1,
    country: '',
  },
  'POST /api/admin/merchant-applications/:id/approve': undefined,
  'POST /api/admin/merchant-applications/:id/reject': { reason: '资料不全' },
  // A multipart form of the file and its pictures (goodsImport/readImportForm.ts): no JSON body to start from.
  'POST /api/admin/merchants/:id/goods/import': undefined,
};

/**
 * Values of the path parameters the mutations start from, by name: of the
 * right form, naming nothing that exists, so that an endpoint taking no body
 * (following a shop…) writes nothing when a body it ignores is read.
 */
const PARAM_SAMPLES: Record<string, string> = { id: '999999', proId: '999999', merId: '999999', aid: '999999', preOrderNo: PRE_ORDER_NO, orderNo: ORDER_NO };

/** The parts of a JSON Schema (as TypeBox writes them) the walk looks at. */
type Schema = RequestSchema;

/** A leaf of a request schema: its path in the value (`orderDetails.0.productNum`; '' for the whole value) and its types. */
interface Leaf {
  path: string;
  types: Set<string>;
}


function leavesOf(schema: Schema, path = ''): Leaf[] {
  const join = (key: string) => (path ? `${path}.${key}` : key);
  if (schema.properties) return Object.entries(schema.properties).flatMap(([key, member]) => leavesOf(member, join(key)));
  if (schema.items) return leavesOf(schema.items, join('0'));
  return [{ path, types: typesOf(schema) }];
}

/** A copy of `value` with `replacement` at `path` ('' replaces the whole value), made where absent. */
function withValue(value: unknown, path: string, replacement: unknown): unknown {
  if (path === '') return replacement;
  const root = structuredClone(value ?? {}) as Record<string, unknown>;
  const keys = path.split('.');
  let at: Record<string, unknown> = root;
  keys.slice(0, -1).forEach((key, i) => {
    if (at[key] === null || typeof at[key] !== 'object') at[key] = /^\d+$/.test(keys[i + 1]!) ? [] : {};
    at = at[key] as Record<string, unknown>;
  });
  at[keys.at(-1)!] = replacement;
  return root;
}

/**
 * Values of the wrong type for a field of these types, none of which the
 * lenient reading (normalize.ts) turns into a right one: no numbers for text
 * (read as text), no numeric text for numbers, no null or '' (read as absent
 * on optional fields).
 */
function wrongValues(types: Set<string>): unknown[] {
  if (types.has('integer') || types.has('number')) return ['abc', true, {}, [], -1, 1e20, 'NaN'];
  if (types.has('boolean')) return ['maybe', 2, -1, {}, [], 'yes'];
  if (types.has('array')) return ['abc', {}, true, 5];
  return [true, false, {}, [], { a: 1 }, ['x']];
}

/** Text no field may hold: NUL, lone surrogates of both halves, placed in front, inside and at the end. */
const UNSTORABLE = ['\u0000', 'a\u0000b', 'x\uD800', '\uDC00x', 'a\uDBFFb', '\u0000\uD83D'];

/** One request of the pass and how its answer is judged. */
interface Probe {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** When the answer is a 400, its message must start with `${field}: `. */
  field?: string;
  /**
   * Malformed, but read by the parser as an empty form rather than refused
   * (busboy takes an empty boundary, and skips a header line without a
   * colon): refused where a body is needed, ignored where none is.
   */
  tolerated?: boolean;
}

const json = (value: unknown) => JSON.stringify(value);
const MB = 1024 * 1024;

/** A multipart body of these raw parts (each `name` and value), with `boundary`, closed or not. */
function multipart(boundary: string, parts: Array<[string, string]>, closed = true): string {
  const body = parts.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('');
  return closed ? `${body}--${boundary}--\r\n` : body;
}

/** Bodies every POST endpoint must refuse, whatever it takes: none can be read. */
function unreadableBodies(sample: unknown): Array<Omit<Probe, 'method' | 'path'>> {
  const text = sample === undefined ? '{"a":1}' : json(sample);
  const cut = 1 + Math.floor(random() * (text.length - 1));
  const mp = (boundary: string) => ({ 'content-type': `multipart/form-data; boundary=${boundary}` });
  const malformed = pick(['{', '{"a":', '{"a" 1}', "{'a':1}", '[1,]', 'nul', '{"a":1}}', '{"a":1,}', '\u0000', '{"a":"\\x"}', '{"a":"\\ud800'], 3);
  const notUtf8 = Buffer.concat([Buffer.from(text.slice(0, cut)), Buffer.from([0xff, 0xc3, 0x28, 0xed, 0xa0, 0x80]), Buffer.from(text.slice(cut))]);
  return [
    ...malformed.map((raw) => ({ label: `malformed JSON ${json(raw)}`, headers: { 'content-type': 'application/json' }, body: raw })),
    { label: `JSON cut at ${cut}`, headers: { 'content-type': 'application/json' }, body: text.slice(0, cut) },
    { label: 'empty JSON', headers: { 'content-type': 'application/json' }, body: '' },
    { label: '__proto__ key', headers: { 'content-type': 'application/json' }, body: '{"__proto__":{"polluted":1}}' },
    { label: 'constructor.prototype key', headers: { 'content-type': 'application/json' }, body: '{"constructor":{"prototype":{"polluted":1}}}' },
    { label: 'JSON over 1 MiB', headers: { 'content-type': 'application/json' }, body: `{"a":"${'x'.repeat(MB)}"}` },
    { label: 'bytes that are not UTF-8', headers: { 'content-type': 'application/json' }, body: new Uint8Array(notUtf8) },
    { label: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, body: 'phone=1' },
    { label: 'multipart with an empty boundary', headers: { 'content-type': 'multipart/form-data; boundary=' }, body: '----\r\n', tolerated: true },
    { label: 'multipart never closed', headers: mp('xx'), body: multipart('xx', [['phone', '13800138000']], false) },
    { label: 'multipart cut in a header', headers: mp('xx'), body: '--xx\r\nContent-Disposition: form-da' },
    { label: 'multipart of another boundary', headers: mp('xx'), body: multipart('yy', [['phone', '13800138000']]) },
    {
      label: 'multipart part without headers end',
      headers: mp('xx'),
      body: '--xx\r\nContent-Disposition: form-data; name="a"\r\nvalue\r\n--xx--\r\n',
      tolerated: true,
    },
    { label: 'multipart with 40 fields', headers: mp('xx'), body: multipart('xx', Array.from({ length: 40 }, (_, i) => [`f${i}`, 'v'])) },
    { label: 'multipart field of 8 KiB', headers: mp('xx'), body: multipart('xx', [['phone', '1'.repeat(8192)]]) },
    { label: 'multipart field of 2 MiB', headers: mp('xx'), body: multipart('xx', [['phone', '1'.repeat(2 * MB)]]) },
    {
      label: 'multipart with a file',
      headers: mp('xx'),
      body: '--xx\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--xx--\r\n',
    },
    { label: 'multipart field __proto__', headers: mp('xx'), body: multipart('xx', [['__proto__', 'x']]) },
    { label: 'multipart field with NUL', headers: mp('xx'), body: multipart('xx', [['phone', '138\u0000']]), field: 'phone' },
    {
      label: 'multipart JSON field that is not JSON',
      headers: mp('xx'),
      body: '--xx\r\nContent-Disposition: form-data; name="a"\r\nContent-Type: application/json\r\n\r\n{nope\r\n--xx--\r\n',
    },
    { label: 'form field with NUL', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'phone=138%00&name=a', field: 'phone' },
    // Form fields are percent-encoded UTF-8, which cannot carry a lone surrogate: bytes that are not UTF-8 instead.
    { label: 'form with bytes that are not UTF-8, and a NUL', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'name=a%ED%A0%80%FF&x=%00', field: 'x' },
    { label: 'form over 16 KiB', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `a=${'x'.repeat(20 * 1024)}` },
    { label: 'text/plain', headers: { 'content-type': 'text/plain' }, body: text },
    { label: 'application/xml', headers: { 'content-type': 'application/xml' }, body: '<a>1</a>' },
    { label: 'application/octet-stream', headers: { 'content-type': 'application/octet-stream' }, body: new Uint8Array([0, 1, 2, 255]) },
    { label: 'a made-up content type', headers: { 'content-type': 'x/y; charset=nope' }, body: text },
    { label: 'gzip that is not gzip', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: text },
    { label: 'an unknown content encoding', headers: { 'content-type': 'application/json', 'content-encoding': 'zz' }, body: text },
    {
      label: 'gzip that inflates past 1 MiB',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: new Uint8Array(gzipSync(Buffer.from(`{"a":"${'x'.repeat(2 * MB)}"}`))),
    },
  ];
}

/** Bodies an endpoint that takes a body must refuse: readable, but of the wrong shape or with a wrong field. */
function wrongBodies(key: PostKey): Array<Omit<Probe, 'method' | 'path'>> {
  const schema = routeSchemas[key] as { body?: Schema };
  const sample = SAMPLES[key];
  if (!schema.body) return [];
  const asJson = (label: string, body: unknown, field?: string) => ({ label, headers: { 'content-type': 'application/json' }, body: json(body), field });
  const out: Array<Omit<Probe, 'method' | 'path'>> = [
    asJson('the wrong shape', Array.isArray(sample) ? sample[0] : typeof sample === 'string' ? { email: sample } : [sample]),
    { label: '5,000 levels of objects', headers: { 'content-type': 'application/json' }, body: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}` },
    { label: '5,000 levels of lists', headers: { 'content-type': 'application/json' }, body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
    asJson('a key with NUL', typeof sample === 'object' && !Array.isArray(sample) ? { ...(sample as object), 'k\u0000': 1 } : { 'k\u0000': 1 }, 'k\uFFFD'),
    { label: 'form garbage', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '%%%&&==&=x&a[b]=%zz' },
  ];
  for (const leaf of leavesOf(schema.body)) {
    const field = leaf.path || 'body';
    for (const wrong of pick(wrongValues(leaf.types), 2)) out.push(asJson(`${field} = ${json(wrong)}`, withValue(sample, leaf.path, wrong)));
    for (const text of pick(UNSTORABLE, 3)) out.push(asJson(`${field} = ${json(text)}`, withValue(sample, leaf.path, text), field));
  }
  return out;
}

/** Path parameters no endpoint may take, each with the field named when it is refused for its text. */
function wrongParams(path: string): Array<{ label: string; path: string; field?: string }> {
  const names = [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const filled = (name: string, value: string) =>
    path.replace(/:(\w+)/g, (_, other: string) => (other === name ? value : encodeURIComponent(PARAM_SAMPLES[other] ?? '1')));
  return names.flatMap((name) => [
    { label: `${name} with NUL`, path: filled(name, '1%00'), field: name },
    { label: `${name} of NUL alone`, path: filled(name, '%00'), field: name },
    { label: `${name} with bad percent-encoding`, path: filled(name, '%E0%A4%A') },
    { label: `${name} as an encoded surrogate`, path: filled(name, '%ED%A0%80') },
    { label: `${name} not a value`, path: filled(name, 'abc%20def') },
    { label: `${name} of 5,000 characters`, path: filled(name, 'x'.repeat(5000)) },
  ]);
}

/**
 * Queries a GET endpoint must refuse: NUL in each of its fields (a query is
 * percent-encoded UTF-8, which cannot carry a lone surrogate).
 */
function wrongQueries(key: GetKey): Array<{ label: string; query: string; field: string }> {
  const schema = (routeSchemas[key] as { querystring?: Schema }).querystring;
  if (!schema?.properties) return [];
  return Object.keys(schema.properties).flatMap((name) =>
    ['%00', 'a%00b'].map((value) => ({ label: `${name}=${value}`, query: `${name}=${value}`, field: name })),
  );
}

let mall: TestMall;
let token: string;
/** An operator's token: the operator's API (`/api/admin/*`) is probed as an operator, so its input is reached. */
let operatorToken: string;
beforeAll(async () => {
  mall = await startMall();
  token = await mall.login();
  await stockShopperState(mall, token);
  const operator = { email: 'fuzz.operator@example.com', password: 'Fuzz-operator-password-1' };
  await createOperator(mall.db, { operatorId: null, via: 'cli' }, operator);
  operatorToken = (await mall.http('POST', '/api/admin/login', { body: operator })).body.data.token;
});

/** The token a signed-in probe of `key` carries: the operator's on the operator's API, the shopper's elsewhere. */
const tokenFor = (key: EndpointKey) => (key.includes(' /api/admin/') ? operatorToken : token);
afterAll(() => mall.close());

/** An answer of the pass that breaks the rules, described with the request that got it. */
type Finding = string;

let sent = 0;
let clientNo = 0;

/** Sends one probe; returns what is wrong with its answer (a code not among `refusals`…), or null. */
async function send(probe: Probe, refusals: readonly number[]): Promise<Finding | null> {
  sent += 1;
  if (sent > MAX_REQUESTS) return `${probe.label}: over the bound of ${MAX_REQUESTS} requests`;
  clientNo += 1;
  // Each request from its own address, so per-client limits never answer in place of the endpoint.
  const headers = { ...probe.headers, 'x-forwarded-for': `10.${(clientNo >> 16) & 255}.${(clientNo >> 8) & 255}.${clientNo & 255}` };
  const what = `${probe.method} ${probe.path.slice(0, 120)} [${probe.label}]`;
  let status: number;
  let text: string;
  try {
    const res = await fetch(mall.url + probe.path, { method: probe.method, headers, body: probe.body });
    status = res.status;
    text = await res.text();
  } catch (error) {
    return `${what}: no answer (${String(error)})`;
  }
  let envelope: { code?: unknown; message?: unknown };
  try {
    envelope = JSON.parse(text);
  } catch {
    return `${what}: HTTP ${status}, not an envelope: ${text.slice(0, 120)}`;
  }
  if (status !== 200) return `${what}: HTTP ${status} (code ${String(envelope.code)})`;
  if (typeof envelope.code !== 'number' || !refusals.includes(envelope.code)) return `${what}: code ${String(envelope.code)} ${String(envelope.message)}`;
  if (probe.field !== undefined && envelope.code === 400 && !String(envelope.message).startsWith(`${probe.field}: `)) {
    return `${what}: "${String(envelope.message)}" should name ${probe.field}`;
  }
  return null;
}

/** Sends the probes, `PARALLEL` at a time; returns what went wrong. */
async function sendAll(probes: Probe[], refusals: readonly number[]): Promise<Finding[]> {
  const findings: Finding[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < probes.length) {
        const finding = await send(probes[next++]!, refusals);
        if (finding) findings.push(finding);
      }
    }),
  );
  return findings;
}

const keys = Object.keys(routeSchemas) as EndpointKey[];
const postKeys = keys.filter((key): key is PostKey => key.startsWith('POST '));
const getKeys = keys.filter((key): key is GetKey => key.startsWith('GET '));

/** Every probe of the POST pass for one caller: signed in (`authFor` each endpoint) or a guest. */
function postProbes(authFor: (key: PostKey) => Record<string, string>): Probe[] {
  return postKeys.flatMap((key) => {
    const auth = authFor(key);
    const { path } = splitEndpointKey(key);
    const realPath = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(PARAM_SAMPLES[name] ?? '1'));
    const takesBody = (routeSchemas[key] as { body?: Schema }).body !== undefined;
    const bodies = [...unreadableBodies(SAMPLES[key]), ...wrongBodies(key)]
      // Where no body is read, a body the parser takes as an empty form is no fault of the request.
      .filter((probe) => takesBody || !probe.tolerated)
      .map((probe) => ({ ...probe, method: 'POST' as const, path: realPath, headers: { ...probe.headers, ...auth } }));
    const params = wrongParams(path).map(({ label, path: wrongPath, field }) => ({
      label,
      method: 'POST' as const,
      path: wrongPath,
      headers: { ...auth },
      field,
    }));
    return [...bodies, ...params];
  });
}

describe('fuzz: bad input never answers 5xx and never writes', () => {
  it('covers every POST endpoint with a sample body', () => {
    expect(postKeys.length).toBeGreaterThan(30);
    for (const key of postKeys) expect(key in SAMPLES, key).toBe(true);
  });

  it('refuses every malformed POST, signed in and as a guest, with the database unchanged', async () => {
    const before = await stateOf(mall.db);
    const signedIn = postProbes((key) => ({ 'authori-zation': tokenFor(key) }));
    const guest = postProbes(() => ({}));
    // A guest is told to sign in (401) before anything about the body, where the endpoint needs a session.
    const findings = [...(await sendAll(signedIn, [400, 401])), ...(await sendAll(guest, [400, 401]))];
    expect(findings, findings.slice(0, 25).join('\n')).toEqual([]);
    expect(signedIn.length + guest.length).toBeGreaterThan(2000);
    expect(await stateOf(mall.db)).toEqual(before);
    // Thousands of requests, one after another: a size, not a timing; the limit only stops a hang.
  }, 180_000);

  it('refuses NUL and lone surrogates in every query field and path parameter of every GET endpoint, naming it', async () => {
    const before = await stateOf(mall.db);
    const probes: Probe[] = getKeys.flatMap((key) => {
      const { path } = splitEndpointKey(key);
      const realPath = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(PARAM_SAMPLES[name] ?? '1'));
      return [
        ...wrongQueries(key).map(({ label, query, field }) => ({ label, method: 'GET' as const, path: `${realPath}?${query}`, headers: { 'authori-zation': tokenFor(key) }, field })),
        ...wrongParams(path).map(({ label, path: wrongPath, field }) => ({ label, method: 'GET' as const, path: wrongPath, headers: { 'authori-zation': tokenFor(key) }, field })),
      ];
    });
    const findings = await sendAll(probes, [400]);
    expect(findings, findings.slice(0, 25).join('\n')).toEqual([]);
    expect(probes.length).toBeGreaterThan(100);
    expect(await stateOf(mall.db)).toEqual(before);
  });
});
