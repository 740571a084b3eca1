/** @jest-environment node */
import { footprintPage, recordFootprint, removeFootprints } from './footprints';
import { fakeBff } from '../test-support/fake-bff';

const record = (id: number, viewedAt: string) => ({ id, itemno: `CAT-${id}`, title: `Goods ${id}`, imgCover: `/files/${id}.jpg`, onShelfFlag: true, viewedAt });

describe('footprints from the browser', () => {
  it('reads page.records and page.pages (docs/product.md §7.1)', async () => {
    const { client, sent } = fakeBff(() => ({
      code: 0,
      page: { records: [record(5, '2025-01-02T00:00:00Z'), { title: 'no id' }, record(3, '2025-01-01T00:00:00Z')], pages: 3, total: 10, current: 2, size: 4 },
    }));
    const page = await footprintPage(2, 4, 'en', client);
    expect(page.pages).toBe(3);
    expect(page.total).toBe(10);
    expect(page.list.map((goods) => [goods.id, goods.viewedAt, goods.cover])).toEqual([
      [5, '2025-01-02T00:00:00Z', '/files/5.jpg'],
      [3, '2025-01-01T00:00:00Z', '/files/3.jpg'],
    ]);
    expect(sent[0]).toEqual(expect.objectContaining({ path: '/online/ToGoodsFoot/footprint', body: { page: 2, limit: 4 } }));
  });

  it('counts pages from the total when the answer has none', async () => {
    const { client } = fakeBff(() => ({ code: 0, page: { records: [], total: 9 } }));
    expect((await footprintPage(1, 4, 'en', client)).pages).toBe(3);
  });

  it('writes a view and removes footprints', async () => {
    const { client, sent } = fakeBff(() => ({ code: 0, data: null }));
    await recordFootprint(9, 'zh', client);
    await removeFootprints([9], 'zh', client);
    expect(sent.map((call) => [call.path, call.body, call.lang])).toEqual([
      ['/online/ToGoodsFoot/addFootprint', { goodsId: 9 }, 'zh'],
      ['/online/ToGoodsFoot/delete', { goodsId: [9] }, 'zh'],
    ]);
  });

  it('goes home on 401 (docs/product.md §8) and still rejects', async () => {
    const { client, navigated } = fakeBff(() => ({ code: 401, msg: 'token: unknown' }));
    await expect(recordFootprint(9, 'en', client)).rejects.toEqual(expect.objectContaining({ code: 401, handled: true }));
    expect(navigated).toEqual(['/']);
  });
});
