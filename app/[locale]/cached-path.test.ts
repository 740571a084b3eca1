/** @jest-environment node */
import { setRequestLocale } from 'next-intl/server';
import { readCachedPath } from './cached-path';

jest.mock('next-intl/server', () => ({ setRequestLocale: jest.fn() }));

const params = (query: string) => Promise.resolve({ locale: 'zh', query });

describe('readCachedPath', () => {
  it('sets the locale, then gives what the segments read as, with the locale', async () => {
    const read = jest.fn((segments: { query: string }, locale: string) => {
      expect(setRequestLocale).toHaveBeenCalledWith('zh');
      return { term: `${segments.query}@${locale}` };
    });
    await expect(readCachedPath(params('t~cd4'), read)).resolves.toEqual({ term: 't~cd4@zh', locale: 'zh' });
  });

  it('answers segments it cannot read, at once or after loading, with the 404 page', async () => {
    for (const read of [() => null, async () => undefined]) {
      const thrown = await readCachedPath(params('x'), read).catch((error: unknown) => error);
      expect(String((thrown as { digest?: unknown }).digest)).toContain('404');
    }
  });
});
