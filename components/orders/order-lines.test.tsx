import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';
import type { OrderLine } from '@/contract/orders';
import type { GoodsSummaryView } from '@/lib/api/goods-shape';
import { OrderLines } from './order-lines';

const line = (fields: Partial<OrderLine>): OrderLine => ({
  id: 1,
  goodsId: 25,
  skuId: 40,
  itemno: 'AB10025',
  title: 'Anti-GAPDH antibody',
  skuDesc: '100 µL',
  listPrice: 1280,
  unitPrice: 1280,
  quantity: 1,
  amount: 1280,
  discounts: [],
  gift: false,
  deliveredQuantity: 1,
  lotBatch: null,
  discontinued: false,
  antibody: null,
  ...fields,
});

const alternative = { id: 26, itemno: 'AB10026', title: 'Anti-GAPDH antibody [EPR16891]' } as GoodsSummaryView;

function renderLines(lines: OrderLine[], locale: 'en' | 'zh' = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en' ? en : zh} timeZone="Asia/Shanghai">
      <OrderLines lines={lines} orderId={9} alternatives={new Map([[25, [alternative]]])} />
    </NextIntlClientProvider>,
  );
}

describe('OrderLines', () => {
  it('links a line of goods still sold to its page', () => {
    renderLines([line({})]);
    expect(screen.getByRole('link', { name: 'Anti-GAPDH antibody' }).getAttribute('href')).toBe('/goodsdetail?id=25');
    expect(screen.queryByText('Discontinued')).toBeNull();
  });

  it.each([
    ['en', 'Discontinued', 'Still available instead:'],
    ['zh', '已停售', '可选替代产品：'],
  ] as const)('shows a discontinued line as ordered, without the dead link, with its alternatives (%s)', (locale, mark, intro) => {
    const { container } = renderLines([line({ discontinued: true })], locale);
    const item = container.querySelector('[data-line-id="1"]') as HTMLElement;
    expect(item.querySelector('[class*=lineTitle]')?.textContent).toBe(`Anti-GAPDH antibody ${mark}`);
    expect(within(item).queryByRole('link', { name: 'Anti-GAPDH antibody' })).toBeNull();
    expect(within(item).getByText(mark)).toBeTruthy();
    expect(item.textContent).toContain('100 µL');
    const list = within(item).getByRole('list', { name: intro });
    expect(within(list).getByRole('link', { name: alternative.title }).getAttribute('href')).toBe(`${locale === 'zh' ? '/zh' : ''}/goodsdetail?id=26`);
  });

  it.each([
    ['en', 'Cite this antibody:LabShop Cat# AB10025, Lot# AB10025-2406A, RRID:AB_2107436', 'Cite this antibody:LabShop Cat# AB10025, Lot# AB10025-2406A'],
    ['zh', '引用此抗体：购自 LabShop（Cat# AB10025，Lot# AB10025-2406A，RRID:AB_2107436）', '引用此抗体：购自 LabShop（Cat# AB10025，Lot# AB10025-2406A）'],
  ] as const)('a delivered antibody says how to cite it with the lot received (%s)', (locale, withRrid, withoutRrid) => {
    const { container } = renderLines(
      [
        line({ lotBatch: 'AB10025-2406A', antibody: { rrid: 'AB_2107436' } }),
        line({ id: 2, lotBatch: 'AB10025-2406A', antibody: { rrid: null } }),
        line({ id: 3, lotBatch: null, deliveredQuantity: 0, antibody: { rrid: null } }),
        line({ id: 4, lotBatch: 'RG1001-2406A', antibody: null }),
      ],
      locale,
    );
    const cite = (id: number) => container.querySelector(`[data-line-id="${id}"] [class*=cite]`)?.textContent ?? null;
    expect(cite(1)).toBe(withRrid);
    expect(cite(2)).toBe(withoutRrid);
    expect(cite(3)).toBeNull();
    expect(cite(4)).toBeNull();
  });
});
