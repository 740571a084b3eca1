/**
 * What the browser does about the codes docs/product.md §8 gives a meaning beyond "show msg":
 * 401 and 402 end the stored login, 3 leaves for /404. Window access is replaceable for tests.
 */
import type { ApiLocale } from './contract';
import type { Envelope } from './envelope';
import { API_CODE } from './errors';
import { RELOGIN_EVENT, type ReloginDetail } from './relogin-event';

/**
 * Device-stored user data of docs/product.md §8 (the token itself is in the httpOnly session cookie).
 * @internal exported for its tests
 */
export const USER_STORAGE_KEYS = ['pro_userId', 'pro_userName', 'pro_companyName', 'pro_settlementGoods'] as const;

/** `window` is looked up per use: it does not exist while a client component renders on the server. */
export const windowEffects = {
  removeStored: (key: string) => window.localStorage.removeItem(key),
  // A full load: the visitor's in-memory state belongs to the ended session.
  navigate: (href: string) => window.location.assign(href),
  currentPath: () => window.location.pathname,
  dispatch: (event: Event) => void window.dispatchEvent(event),
};
export type BrowserEffects = typeof windowEffects;

/** en is unprefixed, zh lives under /zh (docs/architecture.md §4). */
export const localeHref = (locale: ApiLocale, path: string): string => (locale === 'en' ? path : `/zh${path === '/' ? '' : path}`);

/** Reacts to the envelope's code; returns whether the visitor is taken care of (the island shows no msg). */
export function applyEnvelopeEffects(envelope: Envelope, locale: ApiLocale, silent402: boolean, effects: BrowserEffects): boolean {
  const clearStoredUser = () => USER_STORAGE_KEYS.forEach((key) => effects.removeStored(key));
  switch (envelope.code) {
    case API_CODE.unauthorized:
      clearStoredUser();
      effects.navigate(localeHref(locale, '/'));
      return true;
    case API_CODE.sessionExpired: {
      clearStoredUser();
      const detail: ReloginDetail = { code: envelope.code, msg: envelope.msg, silent: silent402 };
      effects.dispatch(new CustomEvent<ReloginDetail>(RELOGIN_EVENT, { detail }));
      return silent402;
    }
    case API_CODE.notFound:
      // The inquiry list shows its own state for goods that went off shelf.
      if (/^(\/zh)?\/inquire-list\/*$/.test(effects.currentPath())) return false;
      effects.navigate(localeHref(locale, '/404'));
      return true;
    default:
      return false;
  }
}
