import { fireEvent, render, screen } from '@testing-library/react';
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
    ['My inquiries', '/my-inquiries', null],
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

test('on a phone the sections fold behind one button that names the current section', () => {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <CentreMenu current="orders" />
    </NextIntlClientProvider>,
  );
  const toggle = screen.getByRole('button', { name: 'Centre menu: My orders' });
  const sections = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  expect(sections?.hasAttribute('data-open')).toBe(false);
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(sections?.hasAttribute('data-open')).toBe(true);
  expect(sections?.querySelector('[aria-current="page"]')?.textContent).toBe('My orders');
});
