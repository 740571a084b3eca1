import type { BrowserContext } from '@playwright/test';

/**
 * The outside services a page may reach, answered in the browser (the machines reach no outside
 * host): GA4's gtag.js and Baidu Tongji's hm.js, each replaced by a small script that does what
 * the real one does with the page's commands (a hit per page view and event, on the hosts the real
 * ones use, and their cookies), and WeChat's JS-SDK. Every request to those hosts is recorded, so
 * a journey can tell what left the page and when.
 */

/** Every host an analytics tag or WeChat's SDK loads from or reports to. */
const OUTSIDE_HOSTS = /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|hm\.baidu\.com|res\.wx\.qq\.com)$/;

export interface TagHit {
  tag: 'ga4' | 'tongji';
  /** GA4's event name, or Tongji's page view ('page_view') or event category. */
  event: string;
  /** The hit's whole address, for the checks that nothing personal is in it. */
  url: string;
  params: URLSearchParams;
}

// gtag.js in small: the dataLayer's commands become /g/collect hits with GA4's parameter names
// (en, dl, ep.*) once a config names the measurement id; its opt-out flag is honoured.
const FAKE_GTAG = `(() => {
  const dataLayer = (window.dataLayer = window.dataLayer || []);
  let id = '';
  const page = {};
  const handle = (args) => {
    if (args[0] === 'config') { id = args[1]; document.cookie = '_ga=GA1.1.e2e.1; path=/; max-age=63072000'; }
    else if (args[0] === 'set') Object.assign(page, args[1]);
    else if (args[0] === 'event' && id && !window['ga-disable-' + id]) {
      const query = new URLSearchParams({ v: '2', tid: id, en: args[1], dl: page.page_location || '', dt: page.page_title || '' });
      for (const [key, value] of Object.entries(args[2] || {})) query.set('ep.' + key, typeof value === 'object' ? JSON.stringify(value) : String(value));
      fetch('https://region1.google-analytics.com/g/collect?' + query, { method: 'POST', mode: 'no-cors', keepalive: true });
    }
  };
  dataLayer.forEach(handle);
  const push = dataLayer.push.bind(dataLayer);
  dataLayer.push = (args) => { handle(args); return push(args); };
})();`;

// hm.js in small: _hmt's commands become hm.gif image beacons (et=0 a page view, et=4 an event
// whose ep is category*action*label*value), with the site id of the script's own address.
const FAKE_HM = `(() => {
  const site = (document.currentScript && document.currentScript.src.split('?')[1]) || '';
  const hmt = (window._hmt = window._hmt || []);
  document.cookie = 'Hm_lvt_' + site + '=1; path=/; max-age=31536000';
  const beacon = (fields) => { new Image().src = 'https://hm.baidu.com/hm.gif?' + new URLSearchParams({ si: site, ...fields }); };
  const handle = (command) => {
    if (command[0] === '_trackPageview') beacon({ et: '0', u: command[1] });
    else if (command[0] === '_trackEvent') beacon({ et: '4', ep: command.slice(1).join('*') });
  };
  hmt.forEach(handle);
  const push = hmt.push.bind(hmt);
  hmt.push = (command) => { handle(command); return push(command); };
})();`;

/** WeChat's JS-SDK in small: records what the page configured and shared on window.__wechat. */
const FAKE_JSSDK = `(() => {
  const calls = (window.__wechat = { config: null, shared: [] });
  let ready = () => {};
  window.wx = {
    config: (config) => { calls.config = config; setTimeout(() => ready(), 0); },
    ready: (callback) => { ready = callback; },
    error: () => {},
    updateAppMessageShareData: (data) => calls.shared.push({ api: 'updateAppMessageShareData', ...data }),
    updateTimelineShareData: (data) => calls.shared.push({ api: 'updateTimelineShareData', ...data }),
  };
})();`;

const GIF = Buffer.from('R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==', 'base64');

function hitOf(address: string): TagHit | null {
  const url = new URL(address);
  if (url.pathname === '/g/collect') return { tag: 'ga4', event: url.searchParams.get('en') ?? '', url: address, params: url.searchParams };
  if (url.hostname === 'hm.baidu.com' && url.pathname === '/hm.gif') {
    const event = url.searchParams.get('et') === '0' ? 'page_view' : ((url.searchParams.get('ep') ?? '').split('*')[0] ?? '');
    return { tag: 'tongji', event, url: address, params: url.searchParams };
  }
  return null;
}

/** Answers the outside hosts for every page of `context`; the arrays fill as pages reach them. */
export async function fakeOutsideServices(context: BrowserContext): Promise<{ requests: string[]; hits: TagHit[] }> {
  const requests: string[] = [];
  const hits: TagHit[] = [];
  await context.route(
    (url) => OUTSIDE_HOSTS.test(url.hostname),
    async (route) => {
      const address = route.request().url();
      requests.push(address);
      const hit = hitOf(address);
      if (hit) hits.push(hit);
      const { hostname, pathname } = new URL(address);
      if (hostname === 'www.googletagmanager.com' && pathname === '/gtag/js') return route.fulfill({ contentType: 'text/javascript', body: FAKE_GTAG });
      if (hostname === 'hm.baidu.com' && pathname === '/hm.js') return route.fulfill({ contentType: 'text/javascript', body: FAKE_HM });
      if (hostname === 'hm.baidu.com') return route.fulfill({ contentType: 'image/gif', body: GIF });
      if (hostname === 'res.wx.qq.com') return route.fulfill({ contentType: 'text/javascript', body: FAKE_JSSDK });
      return route.fulfill({ status: 204 });
    },
  );
  return { requests, hits };
}

/** The names of the analytics cookies a page of `context` holds. */
export async function analyticsCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).filter((name) => /^_ga(_|$)|^Hm_l(vt|pvt)_/.test(name));
}
