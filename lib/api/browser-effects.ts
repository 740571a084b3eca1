/**
 * What the browser does about the codes docs/product.md §8 gives a meaning beyond "show msg":
 * 401 and 402 end the stored login, 3 leaves for /404. Window access is injectable so the rules
 * can be tested without a real navigation.
 */
import type { Envelope } from './envelope';
import { API_CODE } from './errors';
import type { ApiLocale } from './request-init';

/** Device-stored user data of docs/product.md §8 (the token itself is in the httpOnly session cookie). */
export const USER_STORAGE_KEYS = ['pro_userId', 'pro_userName', 'pro_companyName', 'pro_settlementGoods'] as const;

/** The login prompt listens for this on `window`. */
export const RELOGIN_EVENT = 'labshop:relogin';

export interface ReloginDetail {
  code: number;
  msg: string;
  /** Raised from a call that shows no error of its own (add-to-cart). */
  silent: boolean;
}

export interface BrowserEffects {
  removeStored(key: string): void;
  navigate(href: string): void;
  currentPath(): string;
  dispatch(event: Event): void;
}

export function windowEffects(): BrowserEffects {
  return {
    removeStored: (key) => window.localStorage.removeItem(key),
    // A full load: the visitor's in-memory state belongs to the ended session.
    navigate: (href) => window.location.assign(href),
    currentPath: () => window.location.pathname,
    dispatch: (event) => void window.dispatchEvent(event),
  };
}

/** en is unprefixed, zh lives under /zh (docs/architecture.md §4). */
export function localeHref(locale: ApiLocale, path: string): string {
  if (locale === 'en') return path;
  return path === '/' ? '/zh' : `/zh${path}`;
}

export function isInquiryListPath(path: string): boolean {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '/inquire-list' || trimmed === '/zh/inquire-list';
}

function clearStoredUser(effects: BrowserEffects): void {
  for (const key of USER_STORAGE_KEYS) effects.removeStored(key);
}

export interface EffectContext {
  locale: ApiLocale;
  silent402?: boolean;
  effects: BrowserEffects;
}

/**
 * Reacts to the envelope's code; returns whether the visitor has been taken care of, so the
 * island should not show msg on top.
 */
export function applyEnvelopeEffects(envelope: Envelope<unknown>, context: EffectContext): boolean {
  const { effects, locale } = context;
  switch (envelope.code) {
    case API_CODE.unauthorized:
      clearStoredUser(effects);
      effects.navigate(localeHref(locale, '/'));
      return true;
    case API_CODE.sessionExpired: {
      clearStoredUser(effects);
      const detail: ReloginDetail = { code: envelope.code, msg: envelope.msg, silent: Boolean(context.silent402) };
      effects.dispatch(new CustomEvent<ReloginDetail>(RELOGIN_EVENT, { detail }));
      return Boolean(context.silent402);
    }
    case API_CODE.notFound:
      // The inquiry list shows its own state for goods that went off shelf.
      if (isInquiryListPath(effects.currentPath())) return false;
      effects.navigate(localeHref(locale, '/404'));
      return true;
    default:
      return false;
  }
}
