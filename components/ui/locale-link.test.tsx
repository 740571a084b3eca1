import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { LocaleLink } from './locale-link';

function renderIn(locale: string, href: string) {
  const { unmount } = render(
    <NextIntlClientProvider locale={locale} messages={{}}>
      <LocaleLink href={href}>go</LocaleLink>
    </NextIntlClientProvider>,
  );
  const target = screen.getByRole('link', { name: 'go' }).getAttribute('href');
  unmount();
  return target;
}

describe('LocaleLink', () => {
  it('keeps English paths unprefixed', () => {
    expect(renderIn('en', '/goods-list?id=CP001')).toBe('/goods-list?id=CP001');
  });

  it('prefixes Chinese paths, the home page included', () => {
    expect(renderIn('zh', '/goodsdetail?id=12')).toBe('/zh/goodsdetail?id=12');
    expect(renderIn('zh', '/')).toBe('/zh');
  });

  it('leaves links that leave the shop alone', () => {
    expect(renderIn('zh', 'https://example.com/a')).toBe('https://example.com/a');
    expect(renderIn('zh', '//cdn.example.com/a')).toBe('//cdn.example.com/a');
    expect(renderIn('zh', 'mailto:sales@example.com')).toBe('mailto:sales@example.com');
  });
});
