/** @jest-environment node */
import { ApiError } from '@/lib/api/errors';
import { addFavourite, cancelFavourites, collectedIds } from './favourites';
import { fakeBff } from '../test-support/fake-bff';

describe('favourites from the browser', () => {
  it('asks which goods are collected and answers a set', async () => {
    const { client, sent } = fakeBff(() => ({ code: 0, data: { list: [12, 40] } }));
    const ids = await collectedIds([12, 13, 40], 'zh', client);
    expect([...ids]).toEqual([12, 40]);
    expect(sent).toEqual([{ method: 'POST', path: '/online/togoodscollection/collectedIds', query: {}, body: { goodsId: [12, 13, 40] }, lang: 'zh' }]);
  });

  it('adds and cancels with goodsId arrays (docs/product.md §7.1)', async () => {
    const { client, sent } = fakeBff(() => ({ code: 0, data: { added: 1 } }));
    await addFavourite(7, 'en', client);
    await cancelFavourites([7, 8], 'en', client);
    expect(sent.map((call) => [call.path, call.body])).toEqual([
      ['/online/togoodscollection/addCollection', { goodsId: [7] }],
      ['/online/togoodscollection/cancelCollection', { goodsId: [7, 8] }],
    ]);
  });

  it('rejects with the server msg on a non-zero code, for the error toast', async () => {
    const { client } = fakeBff(() => ({ code: 400, msg: 'goodsId: too many' }));
    await expect(addFavourite(7, 'en', client)).rejects.toEqual(expect.objectContaining({ code: 400, msg: 'goodsId: too many', handled: false }));
    await expect(addFavourite(7, 'en', client)).rejects.toBeInstanceOf(ApiError);
  });
});
