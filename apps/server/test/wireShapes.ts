/**
 * The value types the provider's PC client expects, as crmeb-wire.md names
 * them ("yuan", "dt", "URL", "JSON text", "comma", "Page"), written apart
 * from the contract's codecs so a contract test can hold the mall's answers
 * to them. A shape checks a value and lists every place it differs.
 */

export type Shape = (value: unknown, path: string, problems: string[]) => void;

const fail = (problems: string[], path: string, expected: string, value: unknown) =>
  problems.push(`${path || '(root)'}: expected ${expected}, got ${JSON.stringify(value)?.slice(0, 120)}`);

function typed(name: string, ok: (v: unknown) => boolean): Shape {
  return (value, path, problems) => {
    if (!ok(value)) fail(problems, path, name, value);
  };
}

export const int = typed('an integer', (v) => Number.isInteger(v));
export const num = typed('a number', (v) => typeof v === 'number' && Number.isFinite(v));
export const str = typed('a string', (v) => typeof v === 'string');
export const bool = typed('a boolean', (v) => typeof v === 'boolean');
export const any: Shape = () => undefined;

/** Decimal yuan: a JSON number with at most two decimals (the client prints it after the currency symbol). */
export const yuan = typed('yuan (a number with at most 2 decimals)', (v) => typeof v === 'number' && Number.isFinite(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6);

/** `yyyy-MM-dd HH:mm:ss` (Jackson's format in the shop's zone). */
export const dt = typed('a time "yyyy-MM-dd HH:mm:ss"', (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(v));

/** `yyyy-MM-dd`. */
export const date = typed('a date "yyyy-MM-dd"', (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v));

/** An absolute http(s) URL: the client puts it into <img src> on its own origin. */
export const url = typed('an absolute http(s) URL', (v) => typeof v === 'string' && /^https?:\/\/[^/\s]+\//.test(v));

/** An absolute URL or '' for none. */
export const urlOrEmpty = typed('an absolute http(s) URL or ""', (v) => v === '' || (typeof v === 'string' && /^https?:\/\/[^/\s]+\//.test(v)));

export function literal(...values: unknown[]): Shape {
  return typed(`one of ${JSON.stringify(values)}`, (v) => values.includes(v));
}

export function nullable(inner: Shape): Shape {
  return (value, path, problems) => {
    if (value !== null) inner(value, path, problems);
  };
}

export function arr(item: Shape, options: { nonEmpty?: boolean } = {}): Shape {
  return (value, path, problems) => {
    if (!Array.isArray(value)) return fail(problems, path, 'an array', value);
    if (options.nonEmpty && value.length === 0) return fail(problems, path, 'a non-empty array', value);
    value.forEach((v, i) => item(v, `${path}[${i}]`, problems));
  };
}

/** An object with at least these fields; `'key?'` may be missing but not null unless its shape says so. */
export function obj(fields: Record<string, Shape>): Shape {
  return (value, path, problems) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(problems, path, 'an object', value);
    for (const [name, shape] of Object.entries(fields)) {
      const optional = name.endsWith('?');
      const key = optional ? name.slice(0, -1) : name;
      const at = path ? `${path}.${key}` : key;
      if (!(key in value)) {
        if (!optional) problems.push(`${at}: missing`);
        continue;
      }
      shape((value as Record<string, unknown>)[key], at, problems);
    }
  };
}

/** An object of any keys whose values all have one shape (SKUs keyed by their values). */
export function keyed(valueShape: Shape, options: { nonEmpty?: boolean } = {}): Shape {
  return (value, path, problems) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail(problems, path, 'an object', value);
    const keys = Object.keys(value);
    if (options.nonEmpty && keys.length === 0) return fail(problems, path, 'a non-empty object', value);
    for (const key of keys) valueShape((value as Record<string, unknown>)[key], `${path}[${JSON.stringify(key)}]`, problems);
  };
}

/** A string holding JSON: the client calls JSON.parse on it. */
export function jsonText(inner: Shape): Shape {
  return (value, path, problems) => {
    if (typeof value !== 'string') return fail(problems, path, 'JSON text (a string)', value);
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      return fail(problems, path, 'JSON text that parses', value);
    }
    inner(parsed, `${path}⟨json⟩`, problems);
  };
}

/** Values joined by commas: the client calls .split(',') on it. */
export function comma(item: Shape = str): Shape {
  return (value, path, problems) => {
    if (typeof value !== 'string') return fail(problems, path, 'a comma-joined string', value);
    if (value === '') return;
    value.split(',').forEach((v, i) => item(v, `${path}⟨${i}⟩`, problems));
  };
}

/** PageHelper's PageInfo: the client reads `list` and `total`, in one place `pages`. */
export function page(item: Shape, options: { nonEmpty?: boolean } = {}): Shape {
  return obj({
    list: arr(item, options),
    total: int,
    pageNum: int,
    pageSize: int,
    pages: int,
    size: int,
    hasNextPage: bool,
    isLastPage: bool,
  });
}

/** Every place `value` differs from `shape`; empty when it fits. */
export function problemsOf(shape: Shape, value: unknown): string[] {
  const problems: string[] = [];
  shape(value, '', problems);
  return problems;
}
