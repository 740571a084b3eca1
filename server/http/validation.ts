/**
 * How the API judges input before and after the route schemas (the shared request fields are
 * the contract's, contract/fields.ts): the message naming each refused field, and the input
 * refused before any schema sees it.
 */
import type { z } from '@hono/zod-openapi';

/** "goodsCate: expected a string; page: must be at least 1" — every message names its field. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : 'input'}: ${issue.message}`)
    .join('; ');
}

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
