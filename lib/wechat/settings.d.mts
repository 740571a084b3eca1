/** Types of settings.mjs, which lib/security-headers.mjs loads as plain JavaScript. */
export interface WechatSettings {
  appId: string;
  appSecret: string;
  apiUrl: string;
}
export declare function wechatSettings(env?: Readonly<Record<string, string | undefined>>): WechatSettings | undefined;
