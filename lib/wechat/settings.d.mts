/** Types of settings.mjs, which lib/security-headers.mjs loads as plain JavaScript. */
export declare const WECHAT_API_DEFAULT: string;
export interface WechatSettings {
  appId: string;
  appSecret: string;
  apiUrl: string;
}
export declare function wechatSettings(env?: Readonly<Record<string, string | undefined>>): WechatSettings | undefined;
