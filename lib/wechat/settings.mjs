// WeChat share cards (docs/product.md, "Sharing in WeChat"): on only when both WECHAT_APP_ID and
// WECHAT_APP_SECRET are set. Plain JavaScript: lib/security-headers.mjs reads it when next.config
// builds the page CSP, and the storefront's server reads it at run time.

/** WeChat's real API; tests name a local fake server instead. */
const WECHAT_API_DEFAULT = 'https://api.weixin.qq.com';

/**
 * @typedef {object} WechatSettings
 * @property {string} appId      the official account's AppID (public: it is in every wx.config)
 * @property {string} appSecret  its AppSecret: never leaves the server
 * @property {string} apiUrl     WeChat's API base, without a trailing slash
 */

/** @param {Readonly<Record<string, string | undefined>>} env @returns {WechatSettings | undefined} */
export function wechatSettings(env = process.env) {
  const appId = env.WECHAT_APP_ID?.trim();
  const appSecret = env.WECHAT_APP_SECRET?.trim();
  if (!appId || !appSecret) return undefined;
  return { appId, appSecret, apiUrl: (env.WECHAT_API_URL?.trim() || WECHAT_API_DEFAULT).replace(/\/+$/, '') };
}
