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
    ['Message centre', '/mail', null],
    ['My orders', '/my-order', null],
    ['Return / refund', '/return-refund', null],
    ['My evaluations', '/my-evaluate', null],
    ['My coupons', '/my-coupon', null],
    ['Receiving addresses', '/receiving-address', null],
    ['Trial orders', '/promotionTrial-order', null],
    ['Points exchange', '/integral-exchange', null],
    ['Points details', '/exchange-detail', null],
    ['My wallet', '/my-wallet', null],
    ['Receipts and payments', '/receipts-payments', null],
    ['Invoices', '/additional-ticket', null],
    ['Experiment progress', '/experimental-progress', null],
    ['Slide scanning', '/scan-detection', null],
    ['Tissue grinder', '/grinder-record', null],
    ['My favourites', '/my-collection', 'page'],
    ['My footprints', '/my-tracks', null],
    ['My complaints', '/my-complaint', null],
    ['My advice', '/my-advice', null],
    ['Account information', '/account-information', null],
    ['Account security', '/account-security', null],
    ['Member level', '/user-level', null],
  ]);
});
