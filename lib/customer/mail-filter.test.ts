import { mailHref, mailQuery } from './mail-filter';

describe('the message centre URL', () => {
  test('reads kind, unread and page; unknown values are no filter', () => {
    expect(mailQuery({ kind: 'order', unread: '1', page: '3' })).toEqual({ page: 3, kind: 'order', unread: true });
    expect(mailQuery({ kind: 'spam', unread: 'yes', page: '-1' })).toEqual({ page: 1, kind: undefined, unread: false });
  });
  test('writes only what is set, and round-trips', () => {
    expect(mailHref({ page: 1, unread: false })).toBe('/mail');
    const query = { page: 2, kind: 'inquiry' as const, unread: true };
    expect(mailHref(query)).toBe('/mail?kind=inquiry&unread=1&page=2');
    expect(mailQuery(Object.fromEntries(new URLSearchParams(mailHref(query).split('?')[1])))).toEqual(query);
  });
});
