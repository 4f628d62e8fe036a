/**
 * Reads a request the way the provider's clients mean it (crmeb-wire §1),
 * before it is validated against the contract's schemas: axios sends empty
 * strings for absent optional parameters, ids taken from a route as strings,
 * post codes as numbers, and booleans as `true`/`false` or `1`/`0`; form
 * posts carry only text. Only readings that cannot change a value's meaning
 * are made, so anything else still reaches validation as sent and is refused
 * there with its field and reason.
 */

/** The parts of a JSON RequestSchema (as TypeBox writes them) this reading looks at. */
export interface RequestSchema {
  type?: string | string[];
  properties?: Record<string, RequestSchema>;
  required?: string[];
  items?: RequestSchema;
  anyOf?: RequestSchema[];
  enum?: unknown[];
  const?: unknown;
}

const NUMBER_TEXT = /^\s*-?(?:\d+|\d*\.\d+)\s*$/;

/** Every JSON type a schema takes, through `anyOf`, `enum` and `const` (`integer`, `string`…). */
export function typesOf(schema: RequestSchema): Set<string> {
  const types = new Set<string>();
  const add = (s: RequestSchema) => {
    if (Array.isArray(s.type)) s.type.forEach((t) => types.add(t));
    else if (s.type) types.add(s.type);
    for (const value of s.enum ?? []) types.add(typeof value);
    if ('const' in s) types.add(typeof s.const);
    s.anyOf?.forEach(add);
  };
  add(schema);
  return types;
}

/** True when '' is a value the schema itself takes (a string, or an enum that lists ''). */
function takesEmptyString(schema: RequestSchema): boolean {
  if (schema.enum) return schema.enum.includes('');
  if ('const' in schema) return schema.const === '';
  if (schema.anyOf) return schema.anyOf.some(takesEmptyString);
  return typesOf(schema).has('string');
}

/**
 * `value` read for `schema`: numeric text for numbers, `true`/`false`/`1`/`0`
 * for booleans, numbers for strings; objects and arrays member by member.
 * Optional members sent as '' (where '' is not itself a value) or null are
 * dropped. Returns a new value; the argument is not changed.
 */
export function normalizeInput(schema: RequestSchema | undefined, value: unknown): unknown {
  if (!schema || value === undefined) return value;
  const types = typesOf(schema);
  if (typeof value === 'string') {
    if ((types.has('integer') || types.has('number')) && !types.has('string') && NUMBER_TEXT.test(value)) return Number(value);
    if (types.has('boolean') && !types.has('string')) {
      if (value === 'true' || value === '1') return true;
      if (value === 'false' || value === '0') return false;
    }
    return value;
  }
  if (typeof value === 'number') {
    if (types.has('boolean') && !types.has('number') && !types.has('integer') && (value === 0 || value === 1)) return value === 1;
    if (types.has('string') && !types.has('number') && !types.has('integer') && Number.isFinite(value)) return String(value);
    return value;
  }
  if (Array.isArray(value)) {
    return schema.items ? value.map((item) => normalizeInput(schema.items, item)) : value;
  }
  if (value !== null && typeof value === 'object' && schema.properties) {
    const required = new Set(schema.required ?? []);
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const [key, member] of Object.entries(schema.properties)) {
      if (!(key in out)) continue;
      const v = out[key];
      if (!required.has(key) && (v === null || (v === '' && !takesEmptyString(member)))) {
        delete out[key];
        continue;
      }
      out[key] = normalizeInput(member, v);
    }
    return out;
  }
  return value;
}
