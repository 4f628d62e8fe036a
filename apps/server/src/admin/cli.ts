import { parseArgs } from 'node:util';
import type { TSchema } from 'typebox';
import {
  ApiError,
  DEFAULT_WIRE_TIME_ZONE,
  NetworkError,
  adminTrackBodyCodec,
  createApiClient,
  type AdminAuditInput,
  type AdminMerchantApplication,
  type AdminMerchantApplicationsInput,
  type AdminMerchantRejectInput,
  type AdminOrder,
  type AdminOrderRefundInput,
  type AdminOrdersInput,
  type AdminRefund,
  type AdminRefundNoteInput,
  type AdminRefundRefuseInput,
  type AdminRefundsInput,
  type AdminReview,
  type AdminReviewReplyInput,
  type AdminReviewsInput,
  type AdminShipInput,
  type AdminTrackInput,
  type AuditEntry,
  type OrderExpress,
  type Page,
  type SessionStore,
} from '@mall/api';
import {
  AdminAuditQuery,
  AdminMerchantApplicationsQuery,
  AdminMerchantRejectBody,
  AdminOrderRefundBody,
  AdminOrdersQuery,
  AdminRefundNoteBody,
  AdminRefundRefuseBody,
  AdminRefundsQuery,
  AdminReviewReplyBody,
  AdminReviewsQuery,
  AdminShipBody,
  AdminTrackBody,
} from '@mall/api/schemas';
import { makeCourier } from '../auth/delivery/index.ts';
import { loadConfig, type ServerConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';
import { HttpError } from '../http/errors.ts';
import { describeValidation, validatorCompiler } from '../http/validation.ts';
import { listAdminOrders } from './adminOrders.ts';
import { listAudit, type Actor } from './audit.ts';
import { askHidden } from './cliPrompt.ts';
import { formatAudit, formatOperators, formatOrders, formatShipped, formatTrack } from './cliFormat.ts';
import { createOperator, generateOperatorPassword, listOperators, operatorByEmail, setOperatorPassword } from './operators.ts';
import { shipOrder } from './shipping.ts';
import { addTrackPoint } from './tracking.ts';
import { listAdminReviews, replyToReview } from '../review/adminReviews.ts';
import { formatReviewReplied, formatReviews } from '../review/reviewsFormat.ts';
import { cardPayments } from '../pay/cardPayment.ts';
import type { PayBackDeps } from '../refund/payBack.ts';
import { approveRefund, confirmReturn, merchantRefund, refuseRefund } from '../refund/refundActions.ts';
import { listAdminRefunds } from '../refund/refundQueries.ts';
import { formatRefund, formatRefunds } from '../refund/refundsFormat.ts';
import { goodsCommand } from '../goodsImport/command.ts';
import { announceDataChange } from '../settlement/announce.ts';
import { findApplication, listApplications } from '../settlement/applicationQueries.ts';
import { formatApplication, formatApplications } from '../settlement/applicationsFormat.ts';
import { approveApplication, rejectApplication } from '../settlement/review.ts';

/*
 * `pnpm --filter @mall/server admin …`: the operator's command line. It
 * opens the database the mall is configured with (DATABASE_URL, else the
 * embedded PGlite in DATA_DIR) and calls the same services as the API
 * (`/api/admin/*`), audited `via: 'cli'`; or, with `--url` (MALL_URL), it
 * signs in to a running mall and goes through that API instead.
 *
 * The embedded PGlite database can be opened by one process at a time: a
 * second process opening it while the mall runs would not see the mall's
 * writes, nor the mall its own (nothing in PGlite stops it). So on PGlite,
 * without `--url`, the command first asks the configured PORT whether a
 * mall answers there and refuses if one does; with the mall running, use
 * `--url`. On PostgreSQL the command and any number of mall processes share
 * the database safely.
 */

const USAGE = `The mall's operator command line.

  admin operator create --email EMAIL [--password PASSWORD]
      Opens an operator account. Without --password: asked twice on a terminal;
      otherwise generated and printed once.
  admin operator password --email EMAIL [--password PASSWORD]
      Sets a new password (same rules) and ends the operator's sessions.
  admin operator list

  admin orders list [--status 0|1|2|3|9] [--shop MER_ID] [--order SH…|PT…] [--page N] [--limit N]
      Merchant orders, newest first (status 0 awaiting shipment, 1 awaiting receipt,
      3 completed, 9 cancelled).
  admin orders ship SH… --express COMPANY --tracking NUMBER [--code CODE]
  admin orders ship SH… --courier NAME --phone PHONE
  admin orders ship SH… --virtual
      Ships a merchant order: by an express company, by the shop's courier, or
      nothing to ship (virtual goods).
  admin orders track SH… --station TEXT [--state=N] [--time "yyyy-MM-dd HH:mm:ss"]
      Adds a point to an express shipment's track. States: -1 bad number,
      0 none yet, 1 picked up, 2 in transit, 3 signed for, 4 problem,
      5 difficult, 6 returned (a negative state is written --state=-1).
  admin audit [--target SH…|operator:ID|review:ID] [--page N] [--limit N]

  admin reviews list [--product GOODS_ID] [--shop MER_ID] [--unanswered] [--page N] [--limit N]
      Shoppers' reviews, newest first: of one goods, one shop, or only those
      the shop has not answered.
  admin reviews reply REVIEW_ID --content "TEXT"
      The shop's reply to a review (replaces an earlier one), shown on the
      goods page at once.

  admin refunds list [--status 0|1|2|3] [--shop MER_ID] [--order RE…|SH…] [--page N] [--limit N]
      Refunds, newest first (status 0 under review, 1 refused, 2 refunding, 3 refunded).
  admin refunds approve RE… [--note "TEXT"]
      Refund only: the money goes back at once. Return and refund: the shopper
      is asked to send the goods back.
  admin refunds refuse RE… --reason "TEXT"
      Refuses with a reason the shopper is shown; the units may be asked again.
  admin refunds confirm-return RE… [--note "TEXT"]
      The returned goods came back: the money goes back.
  admin refunds refund SH… --reason "TEXT" [--items LINE_ID:UNITS,…]
      The shop refunds on its own initiative (every unit left without --items).

  admin applications list [--status pending|approved|rejected] [--page N] [--limit N]
      Applications to open a shop, newest first.
  admin applications show ID
  admin applications approve ID
      Opens the shop (on the shop street at once) and emails the applicant.
  admin applications reject ID --reason "TEXT"
      Rejects with a reason the applicant is shown and emailed; they may edit and resubmit.

  admin goods import --shop MER_ID FILE [--dry-run]
      Imports goods into a shop from a CSV or JSON file (README "Importing goods";
      pictures are paths or names beside the file). Every row is checked first:
      any problem and nothing is written. With --url the file and its pictures
      (plain names beside it) go up to the running mall, which imports them.

Options:
  --as EMAIL   act as this operator: recorded in the audit log (the database
               directly), or signed in as (with --url).
  --url URL    go through a running mall's API (or set MALL_URL): needed on the
               embedded PGlite database while the mall runs. Signs in with --as
               (or MALL_OPERATOR_EMAIL) and MALL_OPERATOR_PASSWORD, asked on a
               terminal when unset; or uses MALL_ADMIN_TOKEN.

The database is the mall's: DATABASE_URL, else the embedded PGlite in DATA_DIR.`;

/** A mistake in the command itself: usage is printed, exit code 2. */
class UsageError extends Error {}

/** Input the contract's schemas refuse, with the API's message (`field: why`): exit code 1. */
class Refused extends Error {}

/** The flag of each field the services name in their refusals. */
const FLAG_OF: Record<string, string> = {
  email: '--email',
  password: '--password',
  expressName: '--express',
  expressCode: '--code',
  trackingNo: '--tracking',
  deliveryName: '--courier',
  deliveryPhone: '--phone',
  station: '--station',
  state: '--state',
  time: '--time',
  status: '--status',
  merId: '--shop',
  orderNo: 'order number',
  as: '--as',
  target: '--target',
  productId: '--product',
  unanswered: '--unanswered',
  content: '--content',
  reason: '--reason',
  note: '--note',
  items: '--items',
  refundOrderNo: 'refund number',
  page: '--page',
  limit: '--limit',
};

/** A refusal's message with the field named as the command line names it. */
function withFlag(message: string): string {
  return message.replace(/^([A-Za-z]+): /, (whole, field: string) => (FLAG_OF[field] ? `${FLAG_OF[field]}: ` : whole));
}

/**
 * Holds a value to one of the contract's request schemas, as the API does
 * (same rules, same messages).
 * @throws {Refused} naming the field.
 */
function check<T>(schema: TSchema, value: T, httpPart: 'body' | 'querystring'): T {
  const validate = validatorCompiler({ schema, httpPart, url: '', method: 'POST' } as never) as unknown as ((v: unknown) => boolean) & {
    errors?: Parameters<typeof describeValidation>[0];
  };
  if (validate(value)) return value;
  throw new Refused(describeValidation(validate.errors ?? [], httpPart, 'en').message);
}

/** What the order commands work through: the database directly, or a running mall's API. */
interface Desk {
  list(input: AdminOrdersInput): Promise<Page<AdminOrder>>;
  ship(orderNo: string, input: AdminShipInput): Promise<AdminOrder>;
  track(orderNo: string, input: AdminTrackInput): Promise<OrderExpress>;
  audit(input: AdminAuditInput): Promise<Page<AuditEntry>>;
  reviews(input: AdminReviewsInput): Promise<Page<AdminReview>>;
  replyReview(id: number, input: AdminReviewReplyInput): Promise<AdminReview>;
  refunds(input: AdminRefundsInput): Promise<Page<AdminRefund>>;
  approveRefund(refundOrderNo: string, input: AdminRefundNoteInput): Promise<AdminRefund>;
  refuseRefund(refundOrderNo: string, input: AdminRefundRefuseInput): Promise<AdminRefund>;
  confirmReturn(refundOrderNo: string, input: AdminRefundNoteInput): Promise<AdminRefund>;
  refundOrder(orderNo: string, input: AdminOrderRefundInput): Promise<AdminRefund>;
  applications(input: AdminMerchantApplicationsInput): Promise<Page<AdminMerchantApplication>>;
  application(id: number): Promise<AdminMerchantApplication>;
  approveApplication(id: number): Promise<AdminMerchantApplication>;
  rejectApplication(id: number, input: AdminMerchantRejectInput): Promise<AdminMerchantApplication>;
  close(): Promise<void>;
}

type Values = ReturnType<typeof readArgs>['values'];

function readArgs(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      status: { type: 'string' },
      shop: { type: 'string' },
      order: { type: 'string' },
      page: { type: 'string' },
      limit: { type: 'string' },
      express: { type: 'string' },
      code: { type: 'string' },
      tracking: { type: 'string' },
      courier: { type: 'string' },
      phone: { type: 'string' },
      virtual: { type: 'boolean' },
      station: { type: 'string' },
      state: { type: 'string' },
      time: { type: 'string' },
      target: { type: 'string' },
      product: { type: 'string' },
      unanswered: { type: 'boolean' },
      content: { type: 'string' },
      reason: { type: 'string' },
      note: { type: 'string' },
      items: { type: 'string' },
      as: { type: 'string' },
      url: { type: 'string' },
      'dry-run': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

/** A whole number from a flag, or undefined when the flag is absent. @throws {UsageError} for anything else. */
function wholeNumber(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^-?[0-9]+$/.test(text.trim())) throw new UsageError(`--${flag} must be a whole number, got "${text}"`);
  return Number(text);
}

/** A merchant order number, the one positional after `orders ship|track`. */
function orderNoOf(rest: string[]): string {
  const [orderNo, ...extra] = rest;
  if (!orderNo) throw new UsageError('Which order? Give its number, e.g. SH2026050110000012345678.');
  if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(' ')}`);
  if (!/^SH[0-9]{10,30}$/.test(orderNo)) throw new UsageError(`"${orderNo}" is not a merchant order number (SH followed by digits).`);
  return orderNo;
}

/** The shipment the flags describe: exactly one of --express, --courier, --virtual. */
function shipInputOf(values: Values): AdminShipInput {
  const kinds = [values.express !== undefined, values.courier !== undefined, values.virtual === true].filter(Boolean).length;
  if (kinds !== 1) throw new UsageError('Ship by exactly one of: --express COMPANY --tracking NUMBER, --courier NAME --phone PHONE, --virtual.');
  let input: AdminShipInput;
  if (values.express !== undefined) {
    // A company given by its code (`--express SF`) is also its code, unless --code says otherwise.
    const code = values.code ?? (/^[A-Za-z0-9_-]{1,20}$/.test(values.express) ? values.express : undefined);
    input = { deliveryType: 'express', expressName: values.express, trackingNo: values.tracking, ...(code === undefined ? {} : { expressCode: code }) };
  } else if (values.courier !== undefined) {
    input = { deliveryType: 'send', deliveryName: values.courier, deliveryPhone: values.phone };
  } else {
    input = { deliveryType: 'noNeed' };
  }
  // Flags of another way of shipping are a mistake to point out, not to drop.
  const [kind, allowed] = values.express !== undefined ? ['--express', ['tracking', 'code']] : values.courier !== undefined ? ['--courier', ['phone']] : ['--virtual', []];
  for (const flag of ['tracking', 'code', 'phone'] as const) {
    if (values[flag] !== undefined && !allowed.includes(flag)) throw new UsageError(`--${flag} does not go with ${kind}.`);
  }
  const clean = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as AdminShipInput;
  return check(AdminShipBody, clean, 'body');
}

/** The track point the flags describe, read as the API reads it (time in the mall's zone). */
function trackInputOf(values: Values): AdminTrackInput {
  if (values.station === undefined) throw new UsageError('--station is required: where the parcel is and what happened.');
  const wire = {
    station: values.station,
    ...(values.state === undefined ? {} : { state: wholeNumber('state', values.state) }),
    ...(values.time === undefined ? {} : { time: values.time.trim() }),
  };
  check(AdminTrackBody, wire, 'body');
  return adminTrackBodyCodec.decode(wire as never, { origin: '', timeZone: DEFAULT_WIRE_TIME_ZONE });
}

/**
 * Refuses to open the embedded PGlite database while a mall answers on the
 * configured port: two processes on one PGlite folder each miss the other's
 * writes. Catches the usual case (the mall on this machine, on PORT); a mall
 * on another port is not seen, hence the README's warning.
 * @throws {UsageError} when a mall answers.
 */
async function refuseIfMallRuns(config: ServerConfig): Promise<void> {
  let answered: boolean;
  try {
    const res = await fetch(`http://127.0.0.1:${config.port}/api/front/pay/method`, { signal: AbortSignal.timeout(1500) });
    const body = (await res.json()) as { code?: unknown };
    answered = typeof body.code === 'number';
  } catch {
    // Nothing listens there, or it is not a mall.
    answered = false;
  }
  if (answered) {
    throw new UsageError(
      `A mall is running on port ${config.port} with the embedded PGlite database in ${config.dataDir}, ` +
        'which only one process may open at a time. Go through the running mall instead: ' +
        `--url http://localhost:${config.port} --as YOUR_OPERATOR_EMAIL (or stop the mall first).`,
    );
  }
}

/** Opens the mall's database (migrated; never seeded here). */
async function openMallDatabase(config: ServerConfig): Promise<Database> {
  if (!config.databaseUrl) await refuseIfMallRuns(config);
  const database = await openDatabase(config);
  try {
    await prepareDatabase(database, { seed: false, onWait: () => console.error('Another process is preparing the database; waiting for it.') });
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

/** Card trouble on the command line: a warning on standard error; nothing for routine news. */
const cliLog = {
  warn: (fields: object, message: string) => console.error(message, fields),
  info: () => undefined,
};

/** The order commands on the database, as operator `--as` (or no account). */
async function directDesk(config: ServerConfig, values: Values): Promise<Desk> {
  const database = await openMallDatabase(config);
  const { db } = database;
  try {
    let operatorId: number | null = null;
    if (values.as !== undefined) {
      const account = await operatorByEmail(db, values.as);
      if (!account) throw new HttpError(400, 'admin.operatorNotFound', { email: values.as }, 'as');
      operatorId = account.id;
    }
    const actor: Actor = { operatorId, via: 'cli' };
    // The shopper's "shipped" email goes as the mall sends it: SMTP when configured, else the outbox in DATA_DIR.
    const courier = makeCourier(config, (entry) => console.log(`(No SMTP configured: the ${entry.purpose} email to ${entry.to} is in the outbox.)`));
    const settings = { autoReceiptDays: config.orders.autoReceiptDays, mailer: courier };
    // Card payments are refunded through Stripe when the mall has its keys (refund/payBack.ts).
    const card = config.stripe ? cardPayments(db, config.stripe, cliLog) : undefined;
    const refundMoney: PayBackDeps = card ? { cardRefund: (intentId, amount, no) => card.refundPart(intentId, amount, no) } : {};
    return {
      list: (input) => listAdminOrders(db, input),
      ship: (orderNo, input) => shipOrder(db, actor, orderNo, input, settings),
      track: (orderNo, input) => addTrackPoint(db, actor, orderNo, input),
      audit: (input) => listAudit(db, input),
      reviews: (input) => listAdminReviews(db, input),
      replyReview: (id, input) => replyToReview(db, actor, id, input),
      refunds: (input) => listAdminRefunds(db, input),
      approveRefund: (no, input) => approveRefund(db, actor, no, refundMoney, input.note ?? ''),
      refuseRefund: (no, input) => refuseRefund(db, actor, no, input.reason),
      confirmReturn: (no, input) => confirmReturn(db, actor, no, refundMoney, input.note ?? ''),
      refundOrder: (orderNo, input) => merchantRefund(db, actor, orderNo, input, refundMoney),
      applications: (input) => listApplications(db, input),
      application: (id) => findApplication(db, id),
      approveApplication: (id) => approveApplication(db, actor, id, { mailer: courier, invalidateReads: announceDataChange(config), log: cliLog }),
      rejectApplication: (id, input) => rejectApplication(db, actor, id, input.reason, { mailer: courier, log: cliLog }),
      close: async () => {
        courier.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** A running mall's API client, signed in as an operator (MALL_ADMIN_TOKEN, or --as with the password); `close` signs out what it signed in. */
async function remoteSession(url: string, values: Values, env: NodeJS.ProcessEnv) {
  if (!/^https?:\/\/[^\s/]+/.test(url)) throw new UsageError(`--url must be the mall's address, such as http://localhost:3000; got "${url}"`);
  let token = env.MALL_ADMIN_TOKEN || undefined;
  const session: SessionStore = {
    getToken: () => token,
    setToken: (value) => {
      token = value;
    },
    clearToken: () => undefined,
    currentPath: () => '/',
    saveFromPath: () => undefined,
    takeFromPath: () => undefined,
    clearLocalStorage: () => undefined,
  };
  const client = createApiClient({ baseUrl: url.replace(/\/+$/, ''), session, language: () => 'en' });
  let signedIn = false;
  if (!token) {
    const email = values.as ?? env.MALL_OPERATOR_EMAIL;
    if (!email) throw new UsageError('--url signs in to the mall as an operator: give --as EMAIL (or MALL_OPERATOR_EMAIL), or MALL_ADMIN_TOKEN.');
    let password = env.MALL_OPERATOR_PASSWORD;
    if (!password && process.stdin.isTTY) password = await askHidden(`Password of ${email}: `);
    if (!password) throw new UsageError(`No password for ${email}: set MALL_OPERATOR_PASSWORD, or run this on a terminal to be asked.`);
    token = (await client.request('POST /api/admin/login', { body: { email, password } })).token;
    signedIn = true;
  }
  return {
    client,
    baseUrl: url.replace(/\/+$/, ''),
    token: () => token ?? '',
    close: async () => {
      if (signedIn) await client.request('POST /api/admin/logout').catch(() => undefined);
    },
  };
}

/** The order commands through a running mall's API, signed in as an operator (audited `via: 'api'` there). */
async function remoteDesk(url: string, values: Values, env: NodeJS.ProcessEnv): Promise<Desk> {
  const { client, close } = await remoteSession(url, values, env);
  return {
    list: (query) => client.request('GET /api/admin/orders', { query }),
    ship: (orderNo, body) => client.request('POST /api/admin/orders/:orderNo/ship', { params: { orderNo }, body }),
    track: (orderNo, body) => client.request('POST /api/admin/orders/:orderNo/track', { params: { orderNo }, body }),
    audit: (query) => client.request('GET /api/admin/audit', { query }),
    reviews: (query) => client.request('GET /api/admin/reviews', { query }),
    replyReview: (id, body) => client.request('POST /api/admin/reviews/:id/reply', { params: { id }, body }),
    refunds: (query) => client.request('GET /api/admin/refunds', { query }),
    approveRefund: (refundOrderNo, body) => client.request('POST /api/admin/refunds/:refundOrderNo/approve', { params: { refundOrderNo }, body }),
    refuseRefund: (refundOrderNo, body) => client.request('POST /api/admin/refunds/:refundOrderNo/refuse', { params: { refundOrderNo }, body }),
    confirmReturn: (refundOrderNo, body) => client.request('POST /api/admin/refunds/:refundOrderNo/confirm-return', { params: { refundOrderNo }, body }),
    refundOrder: (orderNo, body) => client.request('POST /api/admin/orders/:orderNo/refund', { params: { orderNo }, body }),
    applications: (query) => client.request('GET /api/admin/merchant-applications', { query }),
    application: (id) => client.request('GET /api/admin/merchant-applications/:id', { params: { id } }),
    approveApplication: (id) => client.request('POST /api/admin/merchant-applications/:id/approve', { params: { id } }),
    rejectApplication: (id, body) => client.request('POST /api/admin/merchant-applications/:id/reject', { params: { id }, body }),
    close,
  };
}

/** A new password from --password, the terminal (asked twice), or generated and printed once. */
async function newPassword(values: Values): Promise<{ password: string; generated: boolean }> {
  if (values.password !== undefined) return { password: values.password, generated: false };
  if (process.stdin.isTTY) {
    const first = await askHidden('Password (at least 12 characters): ');
    const again = await askHidden('The same password again: ');
    if (first !== again) throw new UsageError('The two passwords differ; nothing was changed.');
    return { password: first, generated: false };
  }
  return { password: generateOperatorPassword(), generated: true };
}

/** `admin operator …`: accounts are managed on the database only, never through the API. */
async function operatorCommand(command: string | undefined, rest: string[], values: Values, config: ServerConfig): Promise<void> {
  if (values.url !== undefined) throw new UsageError('Operator accounts are managed on the database directly, not through --url.');
  if (rest.length > 0) throw new UsageError(`Unexpected arguments: ${rest.join(' ')}`);
  if (command !== 'create' && command !== 'password' && command !== 'list') throw new UsageError(`Unknown command: operator ${command ?? ''}`);
  if (command !== 'list' && values.email === undefined) throw new UsageError(`operator ${command} needs --email EMAIL.`);
  const actor: Actor = { operatorId: null, via: 'cli' };
  const secret = command === 'list' ? undefined : await newPassword(values);
  const database = await openMallDatabase(config);
  try {
    if (command === 'list') {
      console.log(formatOperators(await listOperators(database.db)));
      return;
    }
    const input = { email: values.email!, password: secret!.password };
    const account = command === 'create' ? await createOperator(database.db, actor, input) : await setOperatorPassword(database.db, actor, input);
    console.log(command === 'create' ? `Operator ${account.id} created: ${account.email}` : `New password set for ${account.email}; their sessions have ended.`);
    if (secret!.generated) {
      console.log(`Password (shown only this once; keep it somewhere safe): ${secret!.password}`);
    }
    console.log(`Sign in: POST /api/admin/login {"email": "${account.email}", "password": …}`);
  } finally {
    await database.close();
  }
}

/** `admin reviews list|reply`: what the command does, its input checked as the API checks it. */
function reviewsCommandOf(command: string | undefined, rest: string[], values: Values): (desk: Desk) => Promise<string> {
  if (command === 'list') {
    if (rest.length > 0) throw new UsageError(`Unexpected arguments: ${rest.join(' ')}`);
    const input = check<AdminReviewsInput>(
      AdminReviewsQuery,
      withoutUndefined({
        productId: wholeNumber('product', values.product),
        merId: wholeNumber('shop', values.shop),
        unanswered: values.unanswered ? true : undefined,
        page: wholeNumber('page', values.page),
        limit: wholeNumber('limit', values.limit),
      }) as AdminReviewsInput,
      'querystring',
    );
    return async (desk) => formatReviews(await desk.reviews(input));
  }
  if (command === 'reply') {
    const [idText, ...extra] = rest;
    if (!idText) throw new UsageError('Which review? Give its id (from `admin reviews list`).');
    if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(' ')}`);
    const id = wholeNumber('id', idText)!;
    if (id < 1) throw new UsageError(`"${idText}" is not a review id.`);
    if (values.content === undefined) throw new UsageError('--content is required: the shop\'s reply.');
    const input = check<AdminReviewReplyInput>(AdminReviewReplyBody, { content: values.content }, 'body');
    return async (desk) => formatReviewReplied(await desk.replyReview(id, input));
  }
  throw new UsageError(`Unknown command: reviews ${command ?? ''}`);
}

/** `--items 12:1,13:2` as refund lines. @throws {UsageError} for another form. */
function refundItemsOf(text: string | undefined): { orderInfoId: number; num: number }[] | undefined {
  if (text === undefined) return undefined;
  if (!/^\s*\d+:\d+\s*(,\s*\d+:\d+\s*)*$/.test(text)) throw new UsageError(`--items must be LINE_ID:UNITS pairs joined by commas, such as 12:1,13:2; got "${text}"`);
  return text.split(',').map((pair) => {
    const [id, num] = pair.split(':').map((part) => Number(part.trim()));
    return { orderInfoId: id!, num: num! };
  });
}

/** The one refund number after `refunds approve|refuse|confirm-return`. */
function refundNoOf(rest: string[]): string {
  const [no, ...extra] = rest;
  if (!no) throw new UsageError('Which refund? Give its number, e.g. RE2026050110000012345678 (from `admin refunds list`).');
  if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(' ')}`);
  if (!/^RE[0-9]{10,30}$/.test(no)) throw new UsageError(`"${no}" is not a refund number (RE followed by digits).`);
  return no;
}

/** `admin refunds list|approve|refuse|confirm-return|refund`: what the command does, its input checked as the API checks it. */
function refundsCommandOf(command: string | undefined, rest: string[], values: Values): (desk: Desk) => Promise<string> {
  switch (command) {
    case 'list': {
      if (rest.length > 0) throw new UsageError(`Unexpected arguments: ${rest.join(' ')}`);
      const input = check<AdminRefundsInput>(
        AdminRefundsQuery,
        withoutUndefined({
          status: wholeNumber('status', values.status),
          merId: wholeNumber('shop', values.shop),
          orderNo: values.order,
          page: wholeNumber('page', values.page),
          limit: wholeNumber('limit', values.limit),
        }) as AdminRefundsInput,
        'querystring',
      );
      return async (desk) => formatRefunds(await desk.refunds(input));
    }
    case 'approve':
    case 'confirm-return': {
      const no = refundNoOf(rest);
      const input = check<AdminRefundNoteInput>(AdminRefundNoteBody, withoutUndefined({ note: values.note }), 'body');
      return command === 'approve'
        ? async (desk) => formatRefund(await desk.approveRefund(no, input))
        : async (desk) => formatRefund(await desk.confirmReturn(no, input));
    }
    case 'refuse': {
      const no = refundNoOf(rest);
      if (values.reason === undefined) throw new UsageError('--reason is required: why the refund is refused (the shopper is shown it).');
      const input = check<AdminRefundRefuseInput>(AdminRefundRefuseBody, { reason: values.reason }, 'body');
      return async (desk) => formatRefund(await desk.refuseRefund(no, input));
    }
    case 'refund': {
      const orderNo = orderNoOf(rest);
      if (values.reason === undefined) throw new UsageError('--reason is required: why the shop refunds.');
      const input = check<AdminOrderRefundInput>(AdminOrderRefundBody, withoutUndefined({ reason: values.reason, items: refundItemsOf(values.items) }), 'body');
      return async (desk) => formatRefund(await desk.refundOrder(orderNo, input));
    }
    default:
      throw new UsageError(`Unknown command: refunds ${command ?? ''}`);
  }
}

const APPLICATION_STATUS: Record<string, number> = { pending: 1, approved: 2, rejected: 3 };

/** The one application id after `applications show|approve|reject`. */
function applicationIdOf(rest: string[]): number {
  const [idText, ...extra] = rest;
  if (!idText) throw new UsageError('Which application? Give its id (from `admin applications list`).');
  if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(' ')}`);
  const id = wholeNumber('id', idText)!;
  if (id < 1) throw new UsageError(`"${idText}" is not an application id.`);
  return id;
}

/** `admin applications list|show|approve|reject`: what the command does, its input checked as the API checks it. */
function applicationsCommandOf(command: string | undefined, rest: string[], values: Values): (desk: Desk) => Promise<string> {
  switch (command) {
    case 'list': {
      if (rest.length > 0) throw new UsageError(`Unexpected arguments: ${rest.join(' ')}`);
      const status = values.status === undefined ? undefined : APPLICATION_STATUS[values.status.trim().toLowerCase()];
      if (values.status !== undefined && status === undefined) throw new UsageError(`--status must be pending, approved or rejected; got "${values.status}"`);
      const input = check<AdminMerchantApplicationsInput>(
        AdminMerchantApplicationsQuery,
        withoutUndefined({ status, page: wholeNumber('page', values.page), limit: wholeNumber('limit', values.limit) }) as AdminMerchantApplicationsInput,
        'querystring',
      );
      return async (desk) => formatApplications(await desk.applications(input));
    }
    case 'show': {
      const id = applicationIdOf(rest);
      return async (desk) => formatApplication(await desk.application(id));
    }
    case 'approve': {
      const id = applicationIdOf(rest);
      return async (desk) => formatApplication(await desk.approveApplication(id));
    }
    case 'reject': {
      const id = applicationIdOf(rest);
      if (values.reason === undefined) throw new UsageError('--reason is required: why the application is rejected (the applicant is shown it).');
      const input = check<AdminMerchantRejectInput>(AdminMerchantRejectBody, { reason: values.reason }, 'body');
      return async (desk) => formatApplication(await desk.rejectApplication(id, input));
    }
    default:
      throw new UsageError(`Unknown command: applications ${command ?? ''}`);
  }
}

/** `admin orders …`, `admin reviews …`, `admin refunds …` and `admin audit`. */
async function deskCommand(group: string, command: string | undefined, rest: string[], values: Values, config: ServerConfig, env: NodeJS.ProcessEnv): Promise<void> {
  // Everything about the command is checked before the database is opened or the mall is asked.
  let run: (desk: Desk) => Promise<string>;
  if (group === 'audit') {
    const input = check(
      AdminAuditQuery,
      { page: wholeNumber('page', values.page), limit: wholeNumber('limit', values.limit), target: values.target },
      'querystring',
    );
    if (command !== undefined) throw new UsageError(`Unexpected arguments: ${[command, ...rest].join(' ')}`);
    run = async (desk) => formatAudit(await desk.audit(withoutUndefined(input)));
  } else if (group === 'reviews') {
    run = reviewsCommandOf(command, rest, values);
  } else if (group === 'refunds') {
    run = refundsCommandOf(command, rest, values);
  } else if (group === 'applications') {
    run = applicationsCommandOf(command, rest, values);
  } else if (command === 'list') {
    if (rest.length > 0) throw new UsageError(`Unexpected arguments: ${rest.join(' ')}`);
    const input = check<AdminOrdersInput>(
      AdminOrdersQuery,
      withoutUndefined({
        status: wholeNumber('status', values.status),
        merId: wholeNumber('shop', values.shop),
        orderNo: values.order,
        page: wholeNumber('page', values.page),
        limit: wholeNumber('limit', values.limit),
      }) as AdminOrdersInput,
      'querystring',
    );
    run = async (desk) => formatOrders(await desk.list(input));
  } else if (command === 'ship') {
    const orderNo = orderNoOf(rest);
    const input = shipInputOf(values);
    run = async (desk) => formatShipped(await desk.ship(orderNo, input));
  } else if (command === 'track') {
    const orderNo = orderNoOf(rest);
    const input = trackInputOf(values);
    run = async (desk) => formatTrack(await desk.track(orderNo, input));
  } else {
    throw new UsageError(`Unknown command: orders ${command ?? ''}`);
  }
  const url = values.url ?? env.MALL_URL;
  const desk = url ? await remoteDesk(url, values, env) : await directDesk(config, values);
  try {
    console.log(await run(desk));
  } finally {
    await desk.close();
  }
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** Runs one command. @returns the exit code: 0 done, 1 refused (by the rules or the mall), 2 a mistake in the command. */
async function runAdminCli(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  try {
    let parsed: ReturnType<typeof readArgs>;
    try {
      parsed = readArgs(argv);
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const { values, positionals } = parsed;
    const [group, command, ...rest] = positionals;
    if (values.help || !group) {
      console.log(USAGE);
      return values.help ? 0 : 2;
    }
    const config = loadConfig(env);
    if (group === 'operator') await operatorCommand(command, rest, values, config);
    else if (group === 'orders' || group === 'audit' || group === 'reviews' || group === 'refunds' || group === 'applications') await deskCommand(group, command, rest, values, config, env);
    else if (group === 'goods') {
      const url = values.url ?? env.MALL_URL;
      await goodsCommand(command, rest, values, {
        config,
        ...(url ? { remote: () => remoteSession(url, values, env) } : {}),
        openDatabase: () => openMallDatabase(config),
        usage: (message) => new UsageError(message),
        refused: (message) => new Refused(message),
      });
    }
    else throw new UsageError(`Unknown command: ${group}`);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\nRun "admin --help" for the commands.`);
      return 2;
    }
    if (error instanceof HttpError) {
      console.error(withFlag(error.messageIn('en')));
      return 1;
    }
    if (error instanceof Refused) {
      console.error(withFlag(error.message));
      return 1;
    }
    if (error instanceof NetworkError) {
      console.error('The mall could not be reached (is it running at that address?).');
      return 1;
    }
    if (error instanceof ApiError) {
      console.error(withFlag(error.message));
      return 1;
    }
    throw error;
  }
}

process.exitCode = await runAdminCli(process.argv.slice(2));
