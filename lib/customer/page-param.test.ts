import { pagedPath, pageParam } from './page-param';

describe('pageParam', () => {
  it('reads a page number from 1, else the first page', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(['2', '5'])).toBe(2);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '99999999']) expect(pageParam(bad)).toBe(1);
  });
});

describe('pagedPath', () => {
  it('leaves the first page bare', () => {
    expect(pagedPath('/my-tracks', 1)).toBe('/my-tracks');
    expect(pagedPath('/my-tracks', 4)).toBe('/my-tracks?page=4');
  });
});
