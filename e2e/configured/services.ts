/**
 * The optional services of the configured journeys' build (playwright.configured.config.ts), with
 * made-up ids: the tags and WeChat's SDK are answered in the browser by e2e/support/outside-services.ts,
 * WeChat's API by the fake scripts/e2e-configured-server.mjs starts at WECHAT_API_URL.
 */
export const CONFIGURED_SERVICES = {
  GA4_MEASUREMENT_ID: 'G-E2ETEST001',
  BAIDU_TONGJI_ID: '0123456789abcdef0123456789abcdef',
  ICP_NUMBER: '沪ICP备12345678号-1',
  PSB_FILING_NUMBER: '沪公网安备31010402000001号',
  WECHAT_APP_ID: 'wxe2e0123456789abc',
  WECHAT_APP_SECRET: 'e2e-app-secret-never-sent',
  WECHAT_API_URL: `http://127.0.0.1:${Number(process.env.E2E_WECHAT_API_PORT ?? 4199)}`,
} as const;

/** The jsapi ticket the fake WeChat API hands out: the journey checks the page's signature with it. */
export const FAKE_JSAPI_TICKET = 'e2e-jsapi-ticket';
