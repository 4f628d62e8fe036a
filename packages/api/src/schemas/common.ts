import { Type } from 'typebox';
import { EMAIL_ADDRESS, EMAIL_MAX_LENGTH, EMAIL_PATTERN, ID_MAX, PAGE_MAX, PHONE_PATTERN, UNSTORABLE_CHARS } from '../limits.ts';

/**
 * Building blocks shared by the request schemas of every area. They
 * describe requests as the provider's clients send them (crmeb-wire §1):
 * the server first reads a value the way such a client means it (a numeric
 * string as a number, `1`/`"true"` as true, a number as a string, `''` or
 * null for an optional number as absent; apps/server/src/http/normalize.ts),
 * then holds it to these rules, so a value that is present and wrong is
 * refused with the field and the reason.
 */

/** Positive database id (path params and bodies). */
export const Id = Type.Integer({ minimum: 1, maximum: ID_MAX });

/** Amount in integer cents, never negative. */
export const Cents = Type.Integer({ minimum: 0, maximum: 100_000_000_00 });

/** Amount in decimal yuan as the provider's clients send it (a price filter): whole cents, never negative. */
export const Yuan = Type.Number({ minimum: 0, maximum: 100_000_000, multipleOf: 0.01 });

/** `page` and `limit` of a paged list (crmeb-api §2.2): page ≥ 1 (default 1), limit 1–100 (default 10). */
export const PageQueryProps = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_MAX, default: 1 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
};

export const PageQuery = Type.Object(PageQueryProps);

/** Dial code without or with a leading plus, e.g. `86` or `+86`. */
export const CountryCode = Type.String({ pattern: '^\\+?[0-9]{1,4}$' });

/** National phone number: digits only, 5–15 of them. */
export const Phone = Type.String({ pattern: PHONE_PATTERN });

export { UNSTORABLE_CHARS, EMAIL_ADDRESS, EMAIL_PATTERN };

/** Pattern of text PostgreSQL can store ('' included). */
export const STORABLE_TEXT_PATTERN = `^[^${UNSTORABLE_CHARS}]*$`;

/**
 * Pattern of text that is not blank (a character other than white space)
 * and can be stored. A lookahead, not `\\S` between two runs: linear in the
 * length of the text however it fails.
 */
export const TEXT_PATTERN = `^(?!\\s*$)[^${UNSTORABLE_CHARS}]*$`;


/** An email address in the usual pattern (spec §5 correctEmail). */
export const Email = Type.String({ maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN });

/** An email address, or '' for none. */
export const OptionalEmail = Type.String({ maxLength: EMAIL_MAX_LENGTH, pattern: `^$|${EMAIL_PATTERN}` });

/** Non-blank text of at most `max` characters, all of them storable. */
export function Text(max: number) {
  return Type.String({ minLength: 1, maxLength: max, pattern: TEXT_PATTERN });
}

/**
 * Free text of at most `max` characters ('' allowed unless `minLength` says
 * otherwise), all of them storable: keywords, notes, tokens, passwords.
 */
export function PlainText(max: number, minLength = 0) {
  return Type.String({ minLength, maxLength: max, pattern: STORABLE_TEXT_PATTERN });
}

/** Path parameter `:id`. */
export const IdParams = Type.Object({ id: Id });
