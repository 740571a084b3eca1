/**
 * Loads and feeds the two tags in the browser, after consent only (docs/product.md §15.6): gtag.js
 * for Google Analytics 4 and hm.js for Baidu Tongji, each as one async script added when the page
 * is idle, so neither competes with the page's own loading. Both count page views by our command
 * only (no automatic page view), so a client-side navigation counts once, like a full load.
 */
import type { AnalyticsSettings } from './settings.mjs';
import { analyticsCookieNames, cookieDomains } from './consent';
import type { ShopEvent } from './events';
import { gtagCommands, tongjiCommands } from './tag-calls';

const GA4_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';
const TONGJI_SCRIPT_ORIGIN = 'https://hm.baidu.com';

type Gtag = (...args: unknown[]) => void;

interface TagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
  _hmt?: unknown[];
  [disableFlag: `ga-disable-${string}`]: boolean | undefined;
}

const tagWindow = (): TagWindow => window as unknown as TagWindow;

function addScript(src: string): void {
  if ([...document.scripts].some((script) => script.src === src)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

export interface Tags {
  send(event: ShopEvent): void;
}

/** Starts the configured tags (once per page; a second start after a withdrawal resumes them). */
export function startTags({ ga4, tongji }: AnalyticsSettings): Tags {
  const w = tagWindow();
  if (ga4) {
    w[`ga-disable-${ga4}`] = false;
    if (!w.gtag) {
      const dataLayer = (w.dataLayer ??= []);
      w.gtag = function gtag() {
        // gtag.js reads each command as an Arguments object, not an array.
        // eslint-disable-next-line prefer-rest-params
        dataLayer.push(arguments);
      };
      w.gtag('js', new Date());
      w.gtag('config', ga4, { send_page_view: false });
    } else {
      w.gtag('consent', 'update', { analytics_storage: 'granted' });
    }
    addScript(`${GA4_SCRIPT_ORIGIN}/gtag/js?id=${encodeURIComponent(ga4)}`);
  }
  if (tongji) {
    if (!w._hmt) w._hmt = [['_setAutoPageview', false]];
    addScript(`${TONGJI_SCRIPT_ORIGIN}/hm.js?${tongji}`);
  }
  return {
    send(event) {
      const gtag = w.gtag;
      if (ga4 && gtag) for (const command of gtagCommands(event)) gtag(...command);
      if (tongji) for (const command of tongjiCommands(event)) w._hmt?.push(command);
    },
  };
}

/**
 * A withdrawal: GA4's own opt-out flag and consent update stop its hits at once; Tongji has no
 * opt-out, so it is simply told nothing more. Their cookies are expired on every domain they may
 * sit on. The scripts already loaded go with the next full page load.
 */
export function stopTags({ ga4 }: AnalyticsSettings): void {
  const w = tagWindow();
  if (ga4) {
    w[`ga-disable-${ga4}`] = true;
    w.gtag?.('consent', 'update', { analytics_storage: 'denied' });
  }
  for (const name of analyticsCookieNames(document.cookie)) {
    for (const domain of [...cookieDomains(location.hostname), '']) {
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
    }
  }
}

/** Runs `work` when the browser is idle (or after a second where it cannot tell). */
export function whenIdle(work: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 3000 });
  else setTimeout(work, 1000);
}
