import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { CentreMenu } from './centre-menu';

test('the personal-centre menu links every section and marks the current one', () => {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <CentreMenu current="favourites" />
    </NextIntlClientProvider>,
  );
  const menu = screen.getByRole('navigation', { name: 'Personal centre sections' });
  const links = Array.from(menu.querySelectorAll('a'));
  expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')])).toEqual([
    ['Overview', '/user', null],
    ['My favourites', '/my-collection', 'page'],
    ['My footprints', '/my-tracks', null],
    ['Points exchange', '/integral-exchange', null],
    ['Points details', '/exchange-detail', null],
    ['Trial orders', '/promotionTrial-order', null],
  ]);
});
