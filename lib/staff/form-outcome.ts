/**
 * What a console form's handler says on the page it returns to (docs/product.md §6.1): the API's
 * refusal names its field ('reply: please write a reply'); the page shows that field's sentence from
 * messages/*.json (staffConsole.errors), never the API's own text.
 */
const FIELDS = ['email', 'password', 'reply', 'name', 'role', 'token', 'lines', 'validUntil', 'note'] as const;
export type ConsoleError = (typeof FIELDS)[number] | 'credentials' | 'taken' | 'self' | 'notFound' | 'tooMany' | 'general';

const isField = (value: string): value is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(value);

/** The message key of an API refusal: its code and the field its msg names. */
export function consoleErrorOf(code: number, msg: string): ConsoleError {
  if (code === 3) return 'notFound';
  if (code === 429) return 'tooMany';
  // A line names its path (lines.0.unitPrice: …): its first part is the field.
  const field = /^(\w+)[.:]/.exec(msg)?.[1] ?? '';
  if (code === 400 && field === 'email' && /already has a staff account/.test(msg)) return 'taken';
  if (code === 400 && field === 'id' && /own account/.test(msg)) return 'self';
  return code === 400 && isField(field) ? field : 'general';
}

/** A key read back from the page's query; anything else is no error. */
export function readConsoleError(value: string | string[] | undefined): ConsoleError | null {
  const all: readonly string[] = [...FIELDS, 'credentials', 'taken', 'self', 'notFound', 'tooMany', 'general'];
  return typeof value === 'string' && all.includes(value) ? (value as ConsoleError) : null;
}
