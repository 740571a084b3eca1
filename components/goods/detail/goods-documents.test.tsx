import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import { GoodsDocuments, type DocumentLink } from './goods-documents';

function renderDocuments(documents: DocumentLink[], locale: 'en' | 'zh') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh} timeZone="Asia/Shanghai">
      <GoodsDocuments documents={documents} />
    </NextIntlClientProvider>,
  );
}

const datasheet = (locale: 'en' | 'zh'): DocumentLink => ({
  attachmentId: 7,
  fileName: 'BIRC5-AB10001M-datasheet.pdf',
  url: `https://img.example/files/docs/BIRC5-AB10001M-datasheet${locale === 'zh' ? '-zh' : ''}.pdf`,
  otherEdition:
    locale === 'zh'
      ? { lang: 'en', url: 'https://img.example/files/docs/BIRC5-AB10001M-datasheet.pdf' }
      : { lang: 'zh', url: 'https://img.example/files/docs/BIRC5-AB10001M-datasheet-zh.pdf' },
});

describe('GoodsDocuments', () => {
  it('links a datasheet in both languages: the page’s edition by its file name, the other beside it', () => {
    renderDocuments([datasheet('en'), { attachmentId: 8, fileName: 'pump-manual.pdf', url: 'https://img.example/files/docs/pump-manual.pdf' }], 'en');
    expect(screen.getByRole('link', { name: 'BIRC5-AB10001M-datasheet.pdf' }).getAttribute('href')).toMatch(/-datasheet\.pdf$/);
    const chinese = screen.getByRole('link', { name: 'Chinese edition' });
    expect(chinese.getAttribute('href')).toMatch(/-datasheet-zh\.pdf$/);
    expect(chinese.getAttribute('hreflang')).toBe('zh');
    // Other documents have one edition.
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('on a Chinese page the file name opens the Chinese edition and 英文版 the English one', () => {
    renderDocuments([datasheet('zh')], 'zh');
    expect(screen.getByRole('link', { name: 'BIRC5-AB10001M-datasheet.pdf' }).getAttribute('href')).toMatch(/-datasheet-zh\.pdf$/);
    expect(screen.getByRole('link', { name: '英文版' }).getAttribute('href')).toMatch(/-datasheet\.pdf$/);
  });
});
