/**
 * The public URLs of the COA lookup and the primer library (docs/product.md §2.7) and the
 * internal segments the proxy rewrites them to, so each distinct lookup renders once and is then
 * served from cache (docs/architecture.md §4):
 *   /coa-reportsearch?batch=…&itemno=…          → /{locale}/coa-search/{segment}
 *   /primer-library?keyword=…&species=…&page=…  → /{locale}/primer-search/{segment}
 */
import type { Locale } from '@/lib/i18n/locales';
import { BATCH_MAX_LENGTH, ITEMNO_MAX_LENGTH, LABEL_CODE, PRIMER_KEYWORD_MAX_LENGTH, PRIMER_SPECIES, type PrimerSpecies } from '@/contract/coa-limits';
import {
  cleanKeyword,
  decodeSegmentText,
  encodeSegmentText,
  EMPTY_SEGMENT,
  fromQuerySegment,
  parsePage,
  safeDecode,
  toQuerySegment,
  type SegmentField,
} from '@/lib/catalogue/query-segment';

export const COA_PATH = '/coa-reportsearch';
export const PRIMER_PATH = '/primer-library';

export interface CoaQuery {
  /** The form was sent (batch or itemno in the URL), even with blank fields: then the required message shows. */
  submitted: boolean;
  batch: string;
  itemno: string;
}

/** Label codes carry no inner spaces: any white space is dropped, as a reader copying from a label adds it. */
const cleanCode = (value: string | null, max: number) => (value ?? '').replace(/\s+/g, '').slice(0, max);

/** @internal */
export function parseCoaQuery(params: URLSearchParams): CoaQuery {
  return {
    submitted: params.has('batch') || params.has('itemno'),
    batch: cleanCode(params.get('batch'), BATCH_MAX_LENGTH),
    itemno: cleanCode(params.get('itemno'), ITEMNO_MAX_LENGTH),
  };
}

/**
 * 'form' before the form is sent; else 'b~{batch}.i~{itemno}' in base64url (either may be empty).
 * @internal exported for its tests
 */
export function toCoaSegment(query: CoaQuery): string {
  if (!query.submitted) return 'form';
  return `b~${encodeSegmentText(query.batch)}.i~${encodeSegmentText(query.itemno)}`;
}

export function fromCoaSegment(segment: string): CoaQuery {
  const parts = new Map(
    safeDecode(segment)
      .split('.')
      .map((part): [string, string] => {
        const [key = '', value = ''] = part.split('~');
        return [key, value];
      }),
  );
  if (!parts.has('b')) return { submitted: false, batch: '', itemno: '' };
  return {
    submitted: true,
    batch: cleanCode(decodeSegmentText(parts.get('b') ?? ''), BATCH_MAX_LENGTH),
    itemno: cleanCode(decodeSegmentText(parts.get('i') ?? ''), ITEMNO_MAX_LENGTH),
  };
}

/** What is wrong with a sent lookup, as its message key, before the API is asked (it checks the same). */
export function coaQueryError(query: CoaQuery): 'batchRequired' | 'batchInvalid' | 'itemnoInvalid' | null {
  if (!query.submitted) return null;
  if (!query.batch) return 'batchRequired';
  if (!LABEL_CODE.test(query.batch)) return 'batchInvalid';
  if (query.itemno && !LABEL_CODE.test(query.itemno)) return 'itemnoInvalid';
  return null;
}

export interface PrimerQuery {
  keyword: string;
  species: PrimerSpecies | '';
  page: number;
}

const PRIMER_FIELDS: readonly SegmentField[] = [{ param: 'keyword', key: 'kw', text: true }, { param: 'species', key: 'sp' }, { param: 'page' }];

const isSpecies = (value: string | null): value is PrimerSpecies => (PRIMER_SPECIES as readonly string[]).includes(value ?? '');

/** @internal */
export function parsePrimerQuery(params: URLSearchParams): PrimerQuery {
  const species = params.get('species');
  return {
    keyword: cleanKeyword(params.get('keyword'), PRIMER_KEYWORD_MAX_LENGTH),
    species: isSpecies(species) ? species : '',
    page: parsePage(params.get('page')),
  };
}

/** The query's canonical public form: defaults left out. */
function primerParams(query: PrimerQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.species) params.set('species', query.species);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** @internal */
export const toPrimerSegment = (query: PrimerQuery): string => toQuerySegment(primerParams(query), PRIMER_FIELDS);

export const fromPrimerSegment = (segment: string): PrimerQuery =>
  segment === EMPTY_SEGMENT ? { keyword: '', species: '', page: 1 } : parsePrimerQuery(fromQuerySegment(segment, PRIMER_FIELDS));

export function primerHref(query: PrimerQuery): string {
  const search = primerParams(query).toString();
  return search ? `${PRIMER_PATH}?${search}` : PRIMER_PATH;
}

/** The internal path of a COA or primer-library URL, or null for any other path (proxy.ts). */
export function labToolPath(locale: Locale, pathname: string, params: URLSearchParams): string | null {
  if (pathname === COA_PATH) return `/${locale}/coa-search/${toCoaSegment(parseCoaQuery(params))}`;
  if (pathname === PRIMER_PATH) return `/${locale}/primer-search/${toPrimerSegment(parsePrimerQuery(params))}`;
  return null;
}

/** The storefront's address of a lot's certificate (app/coa-certificates). */
export const certificateHref = (lotId: number, locale: Locale): string => `/coa-certificates/${lotId}.pdf${locale === 'en' ? '' : `?lang=${locale}`}`;

/** Parses '12.pdf' into the lot id, or null. */
export function parseCertificateFile(file: string): number | null {
  const match = /^([1-9]\d{0,9})\.pdf$/.exec(file);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}
