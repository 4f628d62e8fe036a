import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';
import type { FieldError } from '@mall/api';
import { TEXT_PATTERN } from '@mall/api/schemas';
import type { ServerLocale } from '../i18n/locale.ts';
import type { MessageKey } from '../i18n/messages.en.ts';
import { translate, type MessageParams } from '../i18n/translate.ts';
import { isStorableText } from './storableText.ts';

/*
 * Request validation with two Ajv instances: bodies are JSON and must carry
 * the right types as they are ("5" is not a number); query strings and path
 * parameters are text, so their values are coerced ("5" → 5, "true" → true).
 */
// multipleOfPrecision: 0.01 steps of yuan are checked on binary fractions (19.99 / 0.01 = 1998.9999…).
// verbose: a failed pattern carries the value, so the reason can tell unstorable text from a wrong format.
const shared = { allErrors: false, useDefaults: true, removeAdditional: false, strict: false, multipleOfPrecision: 8, verbose: true } as const;
const bodyAjv = new Ajv({ ...shared, coerceTypes: false });
const textAjv = new Ajv({ ...shared, coerceTypes: 'array' });

/** Fastify validator compiler picking the Ajv for the part of the request. */
export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? bodyAjv : textAjv).compile(schema) as ValidateFunction;

/** `/orderDetails/0/productNum` → `orderDetails.0.productNum`. */
function fieldOf(error: ErrorObject, part: string): string {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty: string }).missingProperty;
    return path ? `${path}.${missing}` : missing;
  }
  return path || part;
}

/** JSON Schema types and their names in the catalogue. */
const typeKeys: Record<string, MessageKey> = {
  integer: 'type.integer',
  number: 'type.number',
  string: 'type.string',
  boolean: 'type.boolean',
  object: 'type.object',
  array: 'type.array',
};

/** A sentence a developer or a shopper can act on, for one Ajv error, in a locale. */
function reasonOf(error: ErrorObject, locale: ServerLocale): string {
  const p = error.params as Record<string, unknown>;
  const say = (key: MessageKey, params?: MessageParams) => translate(key, params, locale);
  switch (error.keyword) {
    case 'required':
      return say('validation.required');
    case 'type': {
      const type = typeKeys[String(p.type)];
      return say('validation.type', { type: type ? say(type) : String(p.type) });
    }
    case 'minimum':
    case 'exclusiveMinimum':
    case 'maximum':
    case 'exclusiveMaximum':
      return say('validation.compare', { comparison: String(p.comparison), limit: Number(p.limit) });
    case 'minLength':
      return p.limit === 1 ? say('validation.notEmpty') : say('validation.minLength', { limit: Number(p.limit) });
    case 'maxLength':
      return say('validation.maxLength', { limit: Number(p.limit) });
    case 'pattern':
      if (typeof error.data === 'string' && !isStorableText(error.data)) return say('validation.unstorableText');
      return p.pattern === TEXT_PATTERN ? say('validation.notBlank') : say('validation.pattern');
    case 'enum':
      return say('validation.enum', {
        values: (p.allowedValues as unknown[]).map((v) => (v === '' ? '""' : String(v))).join(', '),
      });
    case 'const':
      return say('validation.enum', { values: JSON.stringify(p.allowedValue) });
    case 'multipleOf':
      return say('validation.multipleOf', { multiple: Number(p.multipleOf) });
    case 'minItems':
      return p.limit === 1 ? say('validation.notEmpty') : say('validation.minItems', { limit: Number(p.limit) });
    case 'maxItems':
      return say('validation.maxItems', { limit: Number(p.limit) });
    case 'uniqueItems':
      return say('validation.uniqueItems');
    default:
      return say('validation.invalid');
  }
}

/** Turns Fastify's validation failure into field errors and one message naming the first field. */
export function describeValidation(
  errors: ErrorObject[],
  part: string,
  locale: ServerLocale,
): { message: string; errors: FieldError[] } {
  const fields = errors.map((e) => ({ field: fieldOf(e, part), message: reasonOf(e, locale) }));
  const first = fields[0] ?? { field: part, message: translate('validation.invalid', {}, locale) };
  return { message: `${first.field}: ${first.message}`, errors: fields };
}
