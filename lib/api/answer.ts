/**
 * Reads an answer's data with the contract's schema (docs/architecture.md §3): unknown fields are
 * dropped and missing optional ones defaulted, so the supplier's own backend reads too. An answer
 * that still does not fit is a malformed answer, which lib/api/fallback.ts treats like any other.
 */
import type { z } from 'zod';
import { ApiError, TRANSPORT_CODE } from './errors';

export function parseAnswer<S extends z.ZodType>(schema: S, data: unknown, path: string): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : 'data';
  throw new ApiError({
    code: TRANSPORT_CODE.malformed,
    msg: `${path}: ${field}: ${issue?.message ?? 'breaks the contract'}`,
    retryable: false,
    cause: parsed.error,
  });
}

/** parseAnswer for each row of a list, as `requestPage`'s parseItem. */
export const parseRow =
  <S extends z.ZodType>(schema: S, path: string) =>
  (item: unknown): z.output<S> =>
    parseAnswer(schema, item, path);
