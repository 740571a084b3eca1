import 'server-only';
/**
 * The customer's free-trial applications for the trial pages (docs/product.md §2.10), read with
 * the session token; never cached. A 401/402 arrives as an ApiError; pages hand it to fallback.
 */
import type { Locale } from '@/lib/i18n/locales';
import { ApprovalCount, TrialApplication } from '@/contract/trials';
import { parseAnswer, parseRow } from './answer';
import { api } from './config';
import { trialsApi } from '@/contract/operations/trials';

export type { TrialApplication } from '@/contract/trials';

const personal = (locale: Locale, token: string) => ({ locale, token, cache: 'no-store' as const });

export interface TrialApplicationsPage {
  list: TrialApplication[];
  total: number;
  pages: number;
}

export async function getTrialApplications(token: string, { page, limit }: { page: number; limit: number }, locale: Locale): Promise<TrialApplicationsPage> {
  const operation = trialsApi.list;
  const answer = await api.requestPage(
    operation,
    { page, limit },
    { ...personal(locale, token), idempotent: true },
    parseRow(TrialApplication, operation.path),
  );
  return { list: answer.list, total: answer.total, pages: Math.max(1, answer.pages ?? Math.ceil(answer.total / limit)) };
}

/** One application; code 3 (unknown or another customer's) arrives as an ApiError. */
export async function getTrialApplication(token: string, id: number, locale: Locale): Promise<TrialApplication> {
  const operation = trialsApi.detail;
  const raw = await api.request(operation, { id }, personal(locale, token));
  return parseAnswer(TrialApplication, raw, operation.path);
}

export async function getTrialCount(token: string, locale: Locale): Promise<ApprovalCount> {
  const operation = trialsApi.getOrderCount;
  const raw = await api.request(operation, {}, personal(locale, token));
  return parseAnswer(ApprovalCount, raw, operation.path);
}
