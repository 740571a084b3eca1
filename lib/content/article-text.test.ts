/** @jest-environment node */
import { articleDescription, plainText } from './article-text';

describe('plainText', () => {
  test('drops markup, scripts and styles and decodes common entities', () => {
    expect(plainText('<h3>Step&nbsp;1</h3><p>Mix &amp; stir &#60;5 min&#62;</p><script>alert(1)</script><style>p{}</style>')).toBe('Step 1 Mix & stir <5 min>');
  });
});

describe('articleDescription', () => {
  test('prefers the summary, else the body', () => {
    expect(articleDescription({ summary: 'Short.', content: '<p>Long body</p>' })).toBe('Short.');
    expect(articleDescription({ summary: null, content: '<p>Long body</p>' })).toBe('Long body');
  });
});
