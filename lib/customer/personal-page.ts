import 'server-only';
/**
 * How every personal page opens (docs/product.md §6): the request's locale set before any text is
 * translated, the query read, and the customer required. A guest goes to log in and comes back to
 * the page's return path; the `login` rule sends a session that lapses while the page loads
 * (lib/api/fallback.ts) back to the same path, so both ways return to the view the visitor asked for.
 */
import { setRequestLocale } from 'next-intl/server';
import type { FailureRule } from '@/lib/api/fallback';
import type { Locale } from '@/lib/i18n/locales';
import { idParam, type QueryValue } from '@/lib/query-params';
import { requireCustomer, type CustomerSession } from './customer-page';
import { pagedPath, pageParam } from './page-param';

type Query = Record<string, QueryValue>;

/** A page that reads nothing from its query passes only its params, and its query is never awaited. */
interface PersonalPageProps {
  params: Promise<{ locale: string }>;
  searchParams?: Promise<Query>;
}

/** What a personal page's URL asks for, read before anyone is known. */
export interface PersonalPageUrl {
  query: Query;
  /** `?page=` of a list (./page-param.ts): 1 when absent or malformed. */
  page: number;
  /** `?id=` of a detail page (lib/query-params.ts): null when absent or malformed. */
  id: number | null;
}

/** Where login brings the visitor back: the page's own path, or a path built from its URL. */
export type ReturnPath = string | ((url: PersonalPageUrl) => string);

type LoginRule = Extract<FailureRule<never>, { login: string }>;

export interface PersonalPage extends PersonalPageUrl {
  locale: Locale;
  customer: CustomerSession;
  /** fallback()'s rule for the customer's own data: a lapsed session logs in and returns here. */
  login: LoginRule;
}

/** Back to the list at the page the visitor was on. */
export const returnToListPage =
  (path: string) =>
  ({ page }: PersonalPageUrl): string =>
    pagedPath(path, page);

/** Back to the detail of `?id=`; without an id, to `withoutId` (the page itself, or its list). */
export const returnToDetail =
  (path: string, withoutId = path) =>
  ({ id }: PersonalPageUrl): string =>
    id ? `${path}?id=${id}` : withoutId;

export async function openPersonalPage({ params, searchParams }: PersonalPageProps, returnPath: ReturnPath): Promise<PersonalPage> {
  // A segment that is no locale is a 404: the [locale] layout and personalPageMetadata answer it.
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const query = searchParams ? await searchParams : {};
  const url = { query, page: pageParam(query.page), id: idParam(query.id) };
  const back = typeof returnPath === 'string' ? returnPath : returnPath(url);
  const customer = await requireCustomer(locale, back);
  return { ...url, locale, customer, login: { login: back, locale } };
}
