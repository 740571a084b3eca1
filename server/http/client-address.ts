/**
 * The visitor's address as the API's per-client limits see it (docs/architecture.md §6): the
 * first x-forwarded-for entry, which the storefront's BFF sets to the visitor it serves.
 * Undefined when the caller sent none; the limits then count such callers together.
 */
import type { Context } from 'hono';

export function clientAddress(c: Context): string | undefined {
  return c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || undefined;
}
