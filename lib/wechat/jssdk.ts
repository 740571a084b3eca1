/**
 * WeChat's JS-SDK in the browser (docs/product.md, "Sharing in WeChat"): loaded from WeChat's host
 * only when a share card is set inside WeChat, once per page load. Typed here with only what the
 * share card uses; the page CSP allows this host only when WeChat sharing is configured
 * (lib/security-headers.mjs).
 */

const JSSDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';

/** The two share APIs of JS-SDK 1.4+, the only ones the card asks for. */
export const SHARE_APIS = ['updateAppMessageShareData', 'updateTimelineShareData'] as const;

interface WechatConfig {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  jsApiList: (typeof SHARE_APIS)[number][];
}

interface ShareData {
  title: string;
  link: string;
  imgUrl: string;
}

/** The part of the SDK's global `wx` the share card calls. */
interface WechatSdk {
  config(config: WechatConfig): void;
  ready(callback: () => void): void;
  error(callback: (result: { errMsg: string }) => void): void;
  updateAppMessageShareData(data: ShareData & { desc: string }): void;
  updateTimelineShareData(data: ShareData): void;
}

type WindowWithSdk = Window & { wx?: WechatSdk; jWeixin?: WechatSdk };

let loading: Promise<WechatSdk> | undefined;

export function loadJssdk(): Promise<WechatSdk> {
  loading ??= new Promise<WechatSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = JSSDK_URL;
    script.async = true;
    script.onload = () => {
      const sdk = (window as WindowWithSdk).wx ?? (window as WindowWithSdk).jWeixin;
      if (sdk) resolve(sdk);
      else reject(new Error('the JS-SDK loaded without wx'));
    };
    script.onerror = () => {
      // The next page tries again.
      loading = undefined;
      script.remove();
      reject(new Error('the JS-SDK did not load'));
    };
    document.head.append(script);
  });
  return loading;
}
