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
      <GoodsCitations goodsId={12} citations={citations} />
    </NextIntlClientProvider>,
  );
}

describe('GoodsCitations', () => {
  it('lists the newest few and links the rest and each application to the publications page', () => {
    renderCitations({
      list: [citation(1), citation(2)],
      totalCount: 240,
      citationCount: 240,
      applications: [
        { code: 'WB', name: 'Western blot', count: 200 },
        { code: 'IHC-P', name: 'Immunohistochemistry (paraffin)', count: 40 },
      ],
    });
    expect(screen.getByText('The newest 2 of 240 publications')).toBeTruthy();
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('ol'))).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'All 240 publications' }).getAttribute('href')).toBe('/goods-citations?id=12');
    expect(screen.getByRole('link', { name: 'All (240)' }).getAttribute('href')).toBe('/goods-citations?id=12');
    expect(screen.getByRole('link', { name: 'IHC-P (40)' }).getAttribute('href')).toBe('/goods-citations?id=12&application=IHC-P');
  });

  it('says it in Chinese on the Chinese page, and links nothing more when the list is whole', () => {
    const { unmount } = renderCitations({ list: [citation(1)], totalCount: 3, citationCount: 3, applications: [] }, 'zh');
    expect(screen.getByText('最新的 1 篇，共 3 篇文献')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看全部 3 篇文献' })).toBeTruthy();
    unmount();
    renderCitations({ list: [citation(1)], totalCount: 1, citationCount: 1, applications: [] });
    expect(screen.queryByText(/The newest/)).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['https://pubmed.ncbi.nlm.nih.gov/30000001/']);
  });

  it('links each PMID to PubMed in a new tab, and leaves a malformed one as text', () => {
    renderCitations({ list: [citation(1), { ...citation(2), pmid: 'javascript:alert(1)' }], totalCount: 2, citationCount: 2, applications: [] });
    const pubmed = screen.getByRole('link', { name: '30000001' });
    expect(pubmed.getAttribute('href')).toBe('https://pubmed.ncbi.nlm.nih.gov/30000001/');
    expect([pubmed.getAttribute('target'), pubmed.getAttribute('rel')]).toEqual(['_blank', 'noopener']);
    expect(pubmed.closest('li')?.textContent).toContain('PMID: 30000001');
    expect(screen.getByText(/PMID: javascript:alert\(1\)/).closest('a')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
