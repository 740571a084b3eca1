import { quoteLinesOf } from './quote-form';

const formOf = (fields: Record<string, string>) => (name: string) => fields[name] ?? '';

describe('the console quote form', () => {
  test('reads its numbered rows; an empty quantity or price is left to the API (inquiry quantity, pricing rule)', () => {
    const lines = quoteLinesOf(
      formOf({
        'goodsId.0': '7',
        'skuId.0': '70',
        'quantity.0': '3',
        'unitPrice.0': ' 120.5 ',
        'goodsId.1': '8',
        'skuId.1': '80',
        'quantity.1': '',
        'unitPrice.1': '',
      }),
    );
    expect(lines).toEqual([
      { goodsId: 7, skuId: 70, quantity: 3, unitPrice: 120.5 },
      { goodsId: 8, skuId: 80 },
    ]);
  });

  test('what is not a number goes as typed, for the API to refuse naming the line', () => {
    const [line] = quoteLinesOf(formOf({ 'goodsId.0': '7', 'skuId.0': '70', 'quantity.0': 'two', 'unitPrice.0': 'cheap' }));
    expect(line?.quantity).toBe('two');
    expect(line?.unitPrice).toBeNaN();
  });

  test('no rows: no lines', () => {
    expect(quoteLinesOf(formOf({}))).toEqual([]);
  });
});
