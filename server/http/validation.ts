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

/** Paging: page from 1, limit up to `maxLimit` (docs/product.md §9: lists fetch up to 10000 rows). */
export const paging = (defaultLimit: number, maxLimit = 10_000) => ({
  page: intField().pipe(z.number().min(1, { error: 'must be at least 1' })).default(1),
  limit: intField()
    .pipe(z.number().min(1, { error: 'must be at least 1' }).max(maxLimit, { error: `must be at most ${maxLimit}` }))
    .default(defaultLimit),
});
