/**
 * What the staff commands for orders and after-sales requests (npm run orders, npm run aftersales;
 * docs/product.md §11.2, §12.1) read and show alike: numbers above zero, and the newest-first list
 * that --status S, --user N and --limit N filter as the staff list endpoints do.
 */
import { terminalText } from '../../server/inquiries/inquiries-report';
import { UsageError, type Staff } from './staff-client';

/** Reads a number option: undefined when not given, a UsageError (exit 2) when not above zero. */
type PositiveRule = (value: string | undefined, option: string) => number | undefined;

function positive(value: string | undefined, option: string, whole: boolean): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!(whole ? Number.isInteger(number) : Number.isFinite(number)) || number <= 0) {
    throw new UsageError(`--${option} takes a positive ${whole ? 'whole ' : ''}number, got '${value}'`);
  }
  return number;
}

/** `npm run orders` reads its numbers so: amounts and percentages may be fractions, and the API refuses a fractional id itself. */
export const positiveNumber: PositiveRule = (value, option) => positive(value, option, false);

/** `npm run aftersales` reads its numbers so: every one is an id or a count. */
export const positiveWhole: PositiveRule = (value, option) => positive(value, option, true);

/** The list's options, for parseArgs beside the command's own. */
export const LIST_OPTIONS = {
  status: { type: 'string' },
  user: { type: 'string' },
  limit: { type: 'string', default: '20' },
} as const;

interface ListValues {
  status?: string;
  user?: string;
  limit?: string;
}

/** Refuses a --status the endpoint does not know, before the command reaches for the shop. */
export function checkStatus({ status }: ListValues, statuses: readonly string[]): void {
  if (status !== undefined && !statuses.includes(status)) throw new UsageError(`--status takes one of ${statuses.join(', ')}`);
}

/**
 * Prints the first page of `route` (a staff list endpoint) that the list options ask for, read
 * with the command's own number rule: under `header` a row of `cells` (two spaces apart, padded by
 * the command to line up) per item, then how many of how many `noun`.
 */
export async function showList<Row>(
  staff: Staff,
  route: string,
  values: ListValues,
  { positive, header, cells, noun }: { positive: PositiveRule; header: string; cells: (row: Row) => string[]; noun: string },
): Promise<void> {
  const limit = positive(values.limit, 'limit') ?? 20;
  const query = {
    page: 1,
    limit,
    ...(values.status ? { status: values.status } : {}),
    ...(values.user ? { userId: positive(values.user, 'user') } : {}),
  };
  const page = await staff.call<{ list: Row[]; totalCount: number }>(route, query, true);
  // Customers wrote some of these cells: control characters must not reach the staff's terminal.
  console.log([header, ...page.list.map((row) => terminalText(cells(row).join('  ')))].join('\n'));
  console.log(`\n${page.list.length} of ${page.totalCount} ${noun} shown (from ${staff.describe}).`);
}
