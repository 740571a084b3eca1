import 'server-only';
/**
 * Customer accounts as the BFF's session route uses them (docs/product.md §7.1): the login calls that
 * answer a token, logout, and the guest merge made with the new token. Never cached, never
 * retried (a login or a merge is a write), and the token never leaves the server.
 */
import { mergeGuestData, type MergeKind, type MergeResult } from '@/lib/account/guest-merge';
import type { LoginCall } from '@/lib/account/session-request';
import type { Locale } from '@/lib/i18n/locales';
import { api } from './config';
import type { Envelope } from './envelope';
import { CodeDelivery, LoginAnswer } from '@/contract/accounts';
import { cacheLife } from '@/lib/cache';
import { parseAnswer } from './answer';
import { accountsApi } from '@/contract/operations/accounts';
import { inquiryListApi, footprintsApi } from '@/contract/operations/customer';
import { userSearchesApi } from '@/contract/operations/search';
import { compareListApi } from '@/contract/operations/compare';
import type { OperationRef } from './contract';

export interface AccountCallContext {
  locale: Locale;
  /** The X-Forwarded-For chain (lib/client-address.ts) from which the API derives the visitor for its limits. */
  address?: string;
}

function callOptions(context: AccountCallContext, token?: string) {
  return {
    locale: context.locale,
    token,
    headers: context.address ? { 'x-forwarded-for': context.address } : undefined,
    cache: 'no-store' as const,
  };
}

/**
 * The contract's login answer, read with its schema: the supplier's backend may send userId as a number.
 * @internal exported for its tests
 */
export function toLoginAnswer(data: unknown): LoginAnswer | null {
  const parsed = LoginAnswer.safeParse(data);
  return parsed.success && parsed.data.userId && parsed.data.token ? parsed.data : null;
}

export type LoginOutcome = { ok: true; login: LoginAnswer } | { ok: false; code: number; msg: string };

/** Makes the login (or register) call; the API's refusal comes back as it is, to be shown. */
export async function logIn(call: LoginCall, context: AccountCallContext): Promise<LoginOutcome> {
  // The params were read by the session route's own schema (lib/account/session-request.ts), per method.
  const operation: OperationRef = call.operation;
  const envelope = await api.call(operation, call.params, callOptions(context));
  if (envelope.code !== 0) return { ok: false, code: envelope.code, msg: envelope.msg };
  const login = toLoginAnswer(envelope.data);
  if (!login) return { ok: false, code: 500, msg: 'The login answer carried no user or token' };
  return { ok: true, login };
}

/** Revokes the token at the API; the caller clears the cookie whatever happens here. */
export async function logOut(token: string, context: AccountCallContext): Promise<Envelope<unknown>> {
  return api.call(accountsApi.logout, {}, callOptions(context, token));
}

/** Where each kind of guest data is merged into the account. */
const MERGE_OPERATIONS: Record<MergeKind, OperationRef> = {
  inquiryList: inquiryListApi.addCarBatch,
  footprints: footprintsApi.addFootprintBatch,
  searches: userSearchesApi.saveSearchContent,
  compare: compareListApi.mergeCompare,
};

export function mergeGuest(call: LoginCall, token: string, context: AccountCallContext): Promise<MergeResult> {
  return mergeGuestData(
    call.guest,
    (kind, params) => api.call(MERGE_OPERATIONS[kind], params, callOptions(context, token)),
    (kind, reason) => console.warn(`[session] guest ${kind} not merged at login: ${reason}`),
  );
}

/** What the API says of a held token: still a login, ended (revoked, unknown, expired), or no answer. */
export type TokenStatus = 'valid' | 'ended' | 'unknown';

/**
 * Asks the API whether `token` is still a login with its cheapest token-checked call (the
 * inquiry-list size: one count). 401/402 end the session; an unreachable API proves nothing.
 */
const TOKEN_CHECK_TIMEOUT_MS = 3000;

export async function checkToken(token: string, context: AccountCallContext): Promise<TokenStatus> {
  try {
    // No retry and a short wait: this only decides whether to keep a cookie, never worth stalling for.
    const options = { ...callOptions(context, token), idempotent: false, signal: AbortSignal.timeout(TOKEN_CHECK_TIMEOUT_MS) };
    const envelope = await api.call(inquiryListApi.myCarSize, {}, options);
    if (envelope.code === 0) return 'valid';
    return envelope.code === 401 || envelope.code === 402 ? 'ended' : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Whether verification codes leave the shop by email and by SMS (contract/accounts.ts
 * CodeDelivery). A setting of the API's, so cached like the dictionaries.
 */
export async function getCodeDelivery(locale: Locale): Promise<CodeDelivery> {
  const operation = accountsApi.codeDelivery;
  const raw = await api.request(operation, undefined, { locale, next: { revalidate: cacheLife.dictionary } });
  return parseAnswer(CodeDelivery, raw, operation.path);
}
