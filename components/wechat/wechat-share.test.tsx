import { act, render } from '@testing-library/react';
import { WechatShare } from './wechat-share';

const card = {
  title: 'Anti-CD3 antibody (AB-12)',
  desc: 'Mouse monoclonal, clone OKT3.',
  link: 'https://shop.example.com/goodsdetail?id=12',
  imgUrl: 'https://shop.example.com/files/goods/12.jpg',
};
const signature = { appId: 'wx0123456789abcdef', timestamp: 1414587457, nonceStr: '0a1b2c3d4e5f6a7b', signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed' };
const sdkScript = () => document.head.querySelector<HTMLScriptElement>('script[src="https://res.wx.qq.com/open/js/jweixin-1.6.0.js"]');

function browse(userAgent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value: userAgent, configurable: true });
}

describe('the WeChat share island', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    Object.assign(globalThis, { fetch: fetchMock });
    window.history.pushState({}, '', '/goodsdetail?id=12#reviews');
  });

  it('does nothing at all outside WeChat: no script, no request', async () => {
    browse('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36');
    await act(async () => {
      render(<WechatShare {...card} />);
    });
    expect(sdkScript()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('inside WeChat, signs the page without its fragment, configures the SDK and sets both share cards', async () => {
    browse('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 MicroMessenger/8.0.49.2600(0x28003133) NetType/WIFI');
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({ code: 0, msg: 'success', data: signature }) });
    const wx = {
      config: jest.fn(),
      error: jest.fn(),
      ready: jest.fn((callback: () => void) => callback()),
      updateAppMessageShareData: jest.fn(),
      updateTimelineShareData: jest.fn(),
    };
    await act(async () => {
      render(<WechatShare {...card} />);
    });
    const script = sdkScript();
    expect(script).not.toBeNull();
    await act(async () => {
      Object.assign(window, { wx });
      script?.onload?.(new Event('load'));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(fetchMock).toHaveBeenCalledWith(`/api/wechat/signature?url=${encodeURIComponent('http://localhost/goodsdetail?id=12')}`, expect.anything());
    expect(wx.config).toHaveBeenCalledWith({ ...signature, jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'] });
    expect(wx.updateAppMessageShareData).toHaveBeenCalledWith(card);
    expect(wx.updateTimelineShareData).toHaveBeenCalledWith({ title: card.title, link: card.link, imgUrl: card.imgUrl });
  });
});
