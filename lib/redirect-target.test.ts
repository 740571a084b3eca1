/** @jest-environment node */
import { safeRedirectTarget } from './redirect-target';

describe('safeRedirectTarget (docs/architecture.md §4 Security)', () => {
  it('keeps paths on this site with their query', () => {
    expect(safeRedirectTarget('/my-order?page=2')).toBe('/my-order?page=2');
    expect(safeRedirectTarget('/goods-list?id=CP001#top')).toBe('/goods-list?id=CP001#top');
    expect(safeRedirectTarget('/search-result?search=anti%20CD3')).toBe('/search-result?search=anti%20CD3');
  });

  it.each([
    ['nothing', undefined],
    ['empty', ''],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash later', '/a/..\\..\\/evil.example'],
    ['an absolute URL', 'https://evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['a tab after the slash', '/\t/evil.example'],
    ['a CR', '/\r/evil.example'],
    ['an LF', '/\n/evil.example'],
    ['a NUL', '/\u0000/evil.example'],
    ['a space', '/ /evil.example'],
    ['a leading space', ' /user'],
    ['a line separator', '/\u2028/evil.example'],
    ['dot segments up to //', '/./%2f/evil.example/../..//evil.example'],
  ])('refuses %s', (_name, value) => {
    expect(safeRedirectTarget(value)).toBe('/');
  });
});
