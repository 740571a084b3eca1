import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/zh.json';
import type { TableGoods } from '@/lib/catalogue/goods-table';
import { GoodsTableRow } from './goods-table-row';

const goods: TableGoods = {
  id: 12,
  itemno: 'R10002',
  title: 'Tween-20',
  norms: '100 mL',
  features: 'Sterile-filtered',
  applications: 'WB, IHC',
  species: 'Human',
  inventoryStatus: 1,
  leadTimeMinDays: 2,
  leadTimeMaxDays: 3,
  badges: [],
  categoryPath: ['CP001'],
  goodsType: 1,
  bindId: null,
  onShelf: true,
  price: { price: { listCny: 90, netCny: 90, endsAt: null }, from: false },
};

function renderRow(span: number, columns: 'general' | 'antibody' = 'general') {
  render(
    <NextIntlClientProvider locale="zh" messages={messages}>
      <table>
        <tbody>
          <GoodsTableRow goods={goods} span={span} columns={columns} rowIndex={2} />
        </tbody>
      </table>
    </NextIntlClientProvider>,
  );
  return screen.getByRole('row');
}

test('a row opens its goods item in the page language, in a new tab', () => {
  const row = renderRow(1);
  expect(row.getAttribute('data-href')).toBe('/zh/goodsdetail?id=12');
  expect(row.getAttribute('aria-rowindex')).toBe('2');
  const link = within(row).getByRole('link', { name: 'Tween-20' });
  expect(link.getAttribute('href')).toBe('/zh/goodsdetail?id=12');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(within(row).getAllByRole('cell')).toHaveLength(5);
});

test('the first row of bound goods spans the shared cells over the group', () => {
  const row = renderRow(3, 'antibody');
  const cells = within(row).getAllByRole('cell');
  expect(cells.map((cell) => cell.getAttribute('rowspan'))).toEqual([null, '3', null, '3', '3', null]);
});

test('a row covered by the one above keeps only its own Cat. No., specifications, price and availability', () => {
  const row = renderRow(0);
  const cells = within(row).getAllByRole('cell');
  expect(cells.slice(0, 2).map((cell) => cell.textContent)).toEqual(['R10002', '100 mL']);
  expect(cells).toHaveLength(3);
  expect(within(row).queryByRole('link')).toBeNull();
});

test('every row shows its price, "In stock" and its lead time', () => {
  const row = renderRow(1);
  const offer = within(row).getAllByRole('cell').at(-1);
  expect(offer?.textContent).toMatch(/^¥90\.00\s*现货2–3 天内发货$/);
});
