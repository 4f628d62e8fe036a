import { CART_MAX_QUANTITY } from '@mall/api/schemas';
import type { MessageKey } from '../i18n/messages.en.ts';
import type { MessageParams } from '../i18n/translate.ts';
import { badRequest, type HttpError } from './errors.ts';

/*
 * A constraint that fires, or a value the database will not take, is the
 * database keeping a rule the request broke (two requests raced past a check,
 * or a check is missing): the shopper gets the 400 they should have had, never
 * a 500. Real faults (a lost connection, a syntax error, a timeout) stay 500.
 */

/** What node-postgres and PGlite errors both carry about a refused statement. */
export interface DatabaseError {
  /** SQLSTATE, e.g. `23505`. */
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
}

/** SQLSTATE: five digits or capitals (node's own errors, such as `ECONNREFUSED`, are longer). */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * The database's own error in `error` or in its causes (Drizzle wraps it in
 * a `DrizzleQueryError` whose `cause` it is), or null when there is none.
 */
export function databaseErrorOf(error: unknown): DatabaseError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && SQLSTATE.test(code)) return current as DatabaseError;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** What the shopper is told when the constraint of that name fires; the field, when the constraint tells it. */
interface ConstraintAnswer {
  key: MessageKey;
  params?: MessageParams;
  field?: string;
}

/**
 * The constraints of db/schema.ts a request can run into, by name. A new
 * constraint a request can fire gets its line here; without one it still
 * answers 400, with the message of its kind (below).
 */
const CONSTRAINTS: Record<string, ConstraintAnswer> = {
  address_one_default_key: { key: 'database.fieldConflict', field: 'isDefault' },
  app_user_phone_key: { key: 'auth.phoneTaken', field: 'phone' },
  app_user_email_key: { key: 'auth.emailTaken', field: 'email' },
  app_user_balance_nonneg: { key: 'pay.insufficientBalance', field: 'payType' },
  balance_bill_after_nonneg: { key: 'pay.insufficientBalance', field: 'payType' },
  cart_item_quantity_range: { key: 'cart.quantityRange', params: { max: CART_MAX_QUANTITY } },
  product_stock_nonneg: { key: 'stock.notEnough' },
  product_sku_stock_nonneg: { key: 'stock.notEnough' },
  user_coupon_claim_key: { key: 'coupon.alreadyReceived', field: 'couponId' },
  coupon_last_total_range: { key: 'coupon.soldOut', field: 'couponId' },
  product_reply_order_item_key: { key: 'review.alreadyReviewed', field: 'orderInfoId' },
  merchant_apply_pending_user_key: { key: 'settlement.pendingExists' },
  merchant_apply_pending_name_key: { key: 'settlement.nameTaken', field: 'name' },
  merchant_apply_pending_email_key: { key: 'settlement.emailTaken', field: 'email' },
  merchant_name_key: { key: 'settlement.shopNameTaken', field: 'name' },
};

/**
 * SQLSTATEs that are the request's doing, with the message of their kind:
 * class 23 (integrity constraints), the data exceptions of class 22 that
 * mean "this value cannot be stored" (too long, out of range, not of the
 * column's type, a NUL), and the two ways concurrent transactions lose
 * (serialization failure, deadlock), which a retry settles. Other class 22
 * codes (division by zero…) come from the mall's own SQL and stay 500.
 */
const KINDS: Record<string, MessageKey> = {
  '23000': 'database.refused',
  '23001': 'database.refused',
  '23502': 'database.refused',
  '23503': 'database.missing',
  '23505': 'database.conflict',
  '23514': 'database.refused',
  '23P01': 'database.conflict',
  '22001': 'database.refused',
  '22003': 'database.refused',
  '22004': 'database.refused',
  '22007': 'database.refused',
  '22008': 'database.refused',
  '22021': 'database.refused',
  '22026': 'database.refused',
  '22P02': 'database.refused',
  '22P05': 'database.refused',
  '40001': 'database.conflict',
  '40P01': 'database.conflict',
};

/**
 * The 400 that `error` should answer when it is the database refusing what
 * the request asked (see KINDS), naming the field when the constraint's name
 * tells it (see CONSTRAINTS); null for anything else, a real fault.
 */
export function databaseRefusal(error: unknown): HttpError | null {
  const refused = databaseErrorOf(error);
  if (!refused || !(refused.code in KINDS)) return null;
  const known = refused.constraint ? CONSTRAINTS[refused.constraint] : undefined;
  if (known) return badRequest(known.key, known.params, known.field);
  return badRequest(KINDS[refused.code]!);
}

/** A failed query as it is logged: the statement and what the database said of it, not its parameters. */
class FailedQuery extends Error {
  override name = 'FailedQuery';
  constructor(
    message: string,
    stack: string,
    readonly code: string | undefined,
    readonly constraint: string | undefined,
    readonly table: string | undefined,
    readonly column: string | undefined,
  ) {
    super(message);
    this.stack = stack;
  }
}

/**
 * `error` as it may be logged: a failed query's parameters (which hold
 * what shoppers typed: phone numbers, emails, password hashes) are left out
 * of its message and stack; of the database's error it keeps the code,
 * constraint, table, column and message, but not its `detail` (which
 * repeats key values) nor the message of a data exception (which quotes the
 * value refused). Other errors are returned as they are.
 */
export function loggableError(error: unknown): unknown {
  if (error === null || typeof error !== 'object' || !('params' in error) || !('query' in error)) return error;
  const failed = error as unknown as Error & { query: unknown; cause?: unknown };
  const cause = (failed.cause ?? {}) as Partial<DatabaseError> & { message?: unknown };
  const code = typeof cause.code === 'string' ? cause.code : undefined;
  const said = typeof cause.message === 'string' && !code?.startsWith('22') ? `: ${cause.message}` : '';
  const message = `Failed query: ${String(failed.query)}${said}`;
  // The stack starts with the message (parameters included): keep only its frames.
  const frames = (failed.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  return new FailedQuery(message, [`FailedQuery: ${message}`, ...frames].join('\n'), code, cause.constraint, cause.table, cause.column);
}
