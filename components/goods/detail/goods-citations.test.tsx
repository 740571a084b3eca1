import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import type { CitationPage } from '@/lib/api/citations';
import { GoodsCitations } from './goods-citations';

const citation = (id: number) => ({
  id,
  pmid: String(30_000_000 + id),
  authors: 'Smith J, et al.',
  title: `Study ${id}`,
  journal: 'Cell',
  year: 2020,
  application: { code: 'WB', name: 'Western blot' },
  species: { code: 'human', name: 'Human' },
});

function renderCitations(citations: CitationPage, locale: 'en' | 'zh' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh} timeZone="Asia/Shanghai">
      <GoodsCitations citations={citations} />
    </NextIntlClientProvider>,
  );
}

describe('GoodsCitations', () => {
  it('says how many of the citations it lists when the list is shorter than the count', () => {
    renderCitations({ list: [citation(1), citation(2)], totalCount: 240, citationCount: 240, applications: [{ code: 'WB', name: 'Western blot', count: 240 }] });
    expect(screen.getByText('Showing the newest 2 of 240 publications')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says it in Chinese on the Chinese page, and nothing when the list is whole', () => {
    const { unmount } = renderCitations({ list: [citation(1)], totalCount: 3, citationCount: 3, applications: [] }, 'zh');
    expect(screen.getByText('显示最新的 1 篇，共 3 篇文献')).toBeTruthy();
    unmount();
    renderCitations({ list: [citation(1)], totalCount: 1, citationCount: 1, applications: [] });
    expect(screen.queryByText(/Showing the newest/)).toBeNull();
  });
});
