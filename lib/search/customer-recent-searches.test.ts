/** @jest-environment node */
import { fakeBff, type SentCall } from '@/lib/api/test-support/fake-bff';
import { customerRecentSearches } from './customer-recent-searches';

const answerList = (terms: string[]) => ({ code: 0, data: { list: terms.map((searchTerms) => ({ searchTerms, searchedAt: '2025-01-01T00:00:00Z' })) } });

describe('customerRecentSearches', () => {
  it('lists the server terms, asking for 10 (docs/product.md §7.2 size=10)', async () => {
    const { client, sent } = fakeBff(() => answerList(['GAPDH', 'pcr']));
    expect(await customerRecentSearches('en', client, () => undefined).list()).toEqual(['GAPDH', 'pcr']);
    expect(sent).toEqual([{ method: 'GET', path: '/operation/tiContent/getSearchContent', query: { size: '10' }, body: undefined, lang: 'en' }]);
  });

  it('saves a trimmed term, answers the new list and announces the change', async () => {
    const { client, sent } = fakeBff(() => answerList(['anti CD3', 'pcr']));
    const onChange = jest.fn();
    expect(await customerRecentSearches('zh', client, onChange).add('  anti   CD3 ')).toEqual(['anti CD3', 'pcr']);
    expect(sent[0]).toEqual(
      expect.objectContaining({ method: 'POST', path: '/operation/tiContent/saveSearchContent', body: { searchTerms: 'anti CD3' }, lang: 'zh' }),
    );
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('removes one term, or all when cleared', async () => {
    const { client, sent } = fakeBff(() => answerList([]));
    const store = customerRecentSearches('en', client, () => undefined);
    await store.remove('pcr');
    await store.clear();
    expect(sent.map((call: SentCall) => [call.path, call.body])).toEqual([
      ['/operation/tiContent/deleteSearchContent', { searchTerms: 'pcr' }],
      ['/operation/tiContent/deleteSearchContent', {}],
    ]);
  });

  it('never sends a blank term: blank add or remove only lists', async () => {
    const { client, sent } = fakeBff(() => answerList(['pcr']));
    const store = customerRecentSearches('en', client, () => undefined);
    expect(await store.add('   ')).toEqual(['pcr']);
    expect(await store.remove(' ')).toEqual(['pcr']);
    expect(sent.every((call) => call.path.endsWith('/getSearchContent'))).toBe(true);
  });

  it('falls back to the server list when a change fails, and to none when that fails too', async () => {
    const failing = fakeBff((call) => (call.path.endsWith('/getSearchContent') ? answerList(['kept']) : { code: 500, msg: 'boom' }));
    expect(await customerRecentSearches('en', failing.client, () => undefined).add('x')).toEqual(['kept']);
    const down = fakeBff(() => ({ code: 500, msg: 'boom' }));
    expect(await customerRecentSearches('en', down.client, () => undefined).list()).toEqual([]);
  });
});
