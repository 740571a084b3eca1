/** The ledger filter of /receipts-payments in its URL (`?from=2026-01-01&to=2026-01-31&kind=payment&page=2`, docs/product.md §10.2). */
import { LEDGER_KINDS, type LedgerKind } from '@/contract/centre-constants';
import { pageParam } from './page-param';

export interface LedgerQuery {
  page: number;
  kind?: LedgerKind | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A real calendar day written yyyy-mm-dd, or undefined. */
function day(value: string | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

export function ledgerQuery(params: Record<string, string | string[] | undefined>): LedgerQuery {
  const kind = first(params.kind);
  return { page: pageParam(params.page), kind: LEDGER_KINDS.find((known) => known === kind), from: day(first(params.from)), to: day(first(params.to)) };
}

/** A range whose start is after its end asks for nothing; the page says so instead of asking the API. */
export const rangeIsBackwards = ({ from, to }: LedgerQuery): boolean => Boolean(from && to && from > to);

export function ledgerHref(path: string, { page, kind, from, to }: LedgerQuery): string {
  const search = new URLSearchParams();
  if (from) search.set('from', from);
  if (to) search.set('to', to);
  if (kind) search.set('kind', kind);
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
