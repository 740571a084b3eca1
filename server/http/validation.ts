/**
 * Input helpers shared by the route schemas. Query strings and form bodies carry text, JSON
 * bodies carry typed values, and the supplier's clients use both for the same fields, so
 * numbers and flags are accepted in either form.
 */
import { z } from '@hono/zod-openapi';

/** "goodsCate: expected a string; page: must be at least 1" — every message names its field. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'input'}: ${issue.message}`)
    .join('; ');
}

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** An integer from a number or a numeric string. */
export const intField = () => z.preprocess(blankToUndefined, z.coerce.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }));

/** true/false from a boolean, 'true'/'false', 1/0 or '1'/'0'. */
export const flagField = () =>
  z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      if (v === 'true' || v === '1' || v === 1) return true;
      if (v === 'false' || v === '0' || v === 0) return false;
      return v;
    },
    z.boolean({ error: 'must be true or false' }),
  );

/** A list from an array or a comma-separated string ("human,mouse"). */
export const listField = () =>
  z.preprocess(
    (value) => {
      const v = blankToUndefined(value);
      if (typeof v === 'string') return v.split(',').map((item) => item.trim()).filter(Boolean);
      return v;
    },
    z.array(z.string().max(64)).max(200),
  );

/** A category or goods code such as CP001015001020. */
export const codeField = () => z.string({ error: 'must be a category code' }).trim().min(1, { error: 'must not be empty' }).max(64).regex(/^[A-Za-z0-9_-]+$/, { error: 'must be a category code such as CP001' });

/**
 * The most goods rows one answer carries (docs/product.md §7.3): the storefront's largest asks are
 * the table view's whole category (limit 10000) and the goods-list page's 200 tables of 50 rows.
 */
export const MAX_LIST_ROWS = 10_000;

/** Paging: page from 1, limit up to `maxLimit` (docs/product.md §9: lists fetch up to 10000 rows). */
export const paging = (defaultLimit: number, maxLimit = MAX_LIST_ROWS) => ({
  page: intField().pipe(z.number().min(1, { error: 'must be at least 1' })).default(1),
  limit: intField()
    .pipe(z.number().min(1, { error: 'must be at least 1' }).max(maxLimit, { error: `must be at most ${maxLimit}` }))
    .default(defaultLimit),
});

/** Deeper than any input of the contract (docs/product.md §7 forms nest two or three levels). */
const MAX_INPUT_DEPTH = 32;

/**
 * The first thing in a request's input that must be refused before any schema sees it, as a
 * message naming the field, or undefined. PostgreSQL text cannot hold U+0000, so a NUL in any
 * string or key would fail in the database as a 500 (docs/architecture.md §3: 400 instead);
 * and input nested past MAX_INPUT_DEPTH is refused, since recursive code (JSON.stringify, the
 * log, zod on unknown values) overflows the stack on 10,000 levels. Walks without recursion.
 */
export function findRefusedInput(input: Record<string, unknown>): string | undefined {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  while (pending.length) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return `${path || 'input'}: must not contain a NUL character`;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return `${path || 'input'}: nested deeper than ${MAX_INPUT_DEPTH} levels`;
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return `${childPath.replaceAll('\u0000', '\\0')}: must not contain a NUL character`;
      pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}
