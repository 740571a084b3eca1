import 'server-only';
/**
 * The COA lookup, the lot certificates and the primer library (docs/product.md §2.7, §7.2).
 * Lots and primers change only when the catalogue is re-seeded or imported, so answers are
 * cached for an hour under their own tags.
 */
import { cacheLife, cacheTag } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/locales';
import { CoaLotList, Primer, type CoaLot } from '@/contract/coa';
import type { PrimerSpecies } from '@/contract/coa-limits';
import { parseAnswer, parseRow } from './answer';
import { api } from './config';
import { coaApi } from '@/contract/operations/coa';
import { primersApi } from '@/contract/operations/primers';

/** The lots of a batch number (and Cat. No., when given); empty when none has it. */
export async function searchLots(batch: string, itemno: string, locale: Locale): Promise<CoaLot[]> {
  const operation = coaApi.search;
  const data = await api.request(
    operation,
    { batch, ...(itemno ? { itemno } : {}) },
    {
      locale,
      idempotent: true,
      next: { revalidate: cacheLife.lots, tags: [cacheTag.lots] },
    },
  );
  return parseAnswer(CoaLotList, data, operation.path).list;
}

export interface PrimerSearch {
  keyword: string;
  species: PrimerSpecies | '';
  page: number;
  limit: number;
}

export async function searchPrimers(query: PrimerSearch, locale: Locale): Promise<{ list: Primer[]; total: number }> {
  const operation = primersApi.list;
  const page = await api.requestPage(
    operation,
    { page: query.page, limit: query.limit, ...(query.keyword ? { keyword: query.keyword } : {}), ...(query.species ? { species: query.species } : {}) },
    { locale, idempotent: true, next: { revalidate: cacheLife.primers, tags: [cacheTag.primers] } },
    parseRow(Primer, operation.path),
  );
  return { list: page.list, total: page.total };
}

/** How long the storefront waits for a certificate before it answers 502. */
const CERTIFICATE_TIMEOUT_MS = 15_000;

/**
 * The certificate PDF of a lot as the API answers it (a PDF, or a 404/400 envelope), for the
 * storefront's download route to pass on; null when the API cannot be reached.
 */
export async function fetchCertificate(lotId: number, locale: Locale): Promise<Response | null> {
  return fetch(`${api.currentBase()}/online/toCoa/pdf/${lotId}`, {
    headers: { lang: locale, accept: 'application/pdf' },
    cache: 'no-store',
    signal: AbortSignal.timeout(CERTIFICATE_TIMEOUT_MS),
  }).catch(() => null);
}
