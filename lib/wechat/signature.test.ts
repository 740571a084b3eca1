/** @jest-environment node */
import { jsapiSignature, signableUrl } from './signature';

describe('JS-SDK signature', () => {
  test('matches the worked example of the JS-SDK documentation (appendix 1)', () => {
    expect(
      jsapiSignature({
        ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
        nonceStr: 'Wm3WZYTPz0wzccnW',
        timestamp: 1414587457,
        url: 'http://mp.weixin.qq.com?params=value',
      }),
    ).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
  });
});

describe('the address signed', () => {
  const site = 'https://shop.example.com';

  test('a page of this site, as sent, without its fragment', () => {
    expect(signableUrl('https://shop.example.com/goodsdetail?id=12', site)).toBe('https://shop.example.com/goodsdetail?id=12');
    expect(signableUrl('https://shop.example.com/zh/data-detail?id=7#top', site)).toBe('https://shop.example.com/zh/data-detail?id=7');
    // Not normalised: the browser's own spelling is what WeChat checks.
    expect(signableUrl('https://shop.example.com?from=timeline', site)).toBe('https://shop.example.com?from=timeline');
  });

  test('anything else is refused', () => {
    for (const raw of [
      null,
      '',
      'https://evil.example.com/goodsdetail?id=12',
      'http://shop.example.com/goodsdetail?id=12',
      'https://shop.example.com:8443/',
      'https://shop.example.com.evil.example/',
      '//shop.example.com/',
      '/goodsdetail?id=12',
      'not a url',
      'https://shop.example.com/a b',
      'https://shop.example.com/\n',
      ` https://shop.example.com/`,
      `https://shop.example.com/${'x'.repeat(2048)}`,
    ]) {
      expect(signableUrl(raw, site)).toBeNull();
    }
  });
});
