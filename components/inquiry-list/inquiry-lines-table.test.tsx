import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import type { InquiryLine } from '@/lib/inquiry-list/inquiry-lines';
import { InquiryLinesTable } from './inquiry-lines-table';

const line = (id: number, onShelf: boolean): InquiryLine => ({
  id,
  skuId: 0,
  key: `${id}:0`,
  quantity: 2,
  itemno: `AB1000${id}`,
  title: `Goods ${id}`,
  skuDesc: null,
  listPrice: 72,
  rules: [],
  cover: null,
  onShelf,
  loaded: true,
  addedAt: '2026-01-01T00:00:00Z',
});

function renderTable(selection: 'all' | 'some' | 'none') {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <InquiryLinesTable
        lines={[line(1, true), line(2, false)]}
        pricedAt={Date.parse('2026-11-27T00:00:00Z')}
        imageHost="https://img.example.com"
        isSelected={() => true}
        selection={selection}
        selectable
        onSelectAll={jest.fn()}
        onSelect={jest.fn()}
        onQuantity={jest.fn()}
        onRemove={jest.fn()}
      />
    </NextIntlClientProvider>,
  );
  return screen.getByRole('table', { name: 'Products in your inquiry list' });
}

test('the actions column is named for screen readers by a clipped 1 px label, not a box as wide as the page', () => {
  const table = renderTable('all');
  const label = within(table).getByText('Actions');
  expect(label.className).toBe('visuallyHidden');
  expect(label.getAttribute('style')).toBeNull();
  expect(within(table).getByRole('columnheader', { name: 'Actions' })).toBeTruthy();
});

test('goods no longer available cannot be selected, and the header box shows a partial selection', () => {
  const table = renderTable('some');
  expect(within(table).getByRole('checkbox', { name: 'Select Goods 2' })).toHaveProperty('disabled', true);
  expect(within(table).getByRole('checkbox', { name: 'Select Goods 1' })).toHaveProperty('checked', true);
  expect(within(table).getByRole('checkbox', { name: 'Select all available products' }).getAttribute('data-indeterminate')).toBe('true');
});
