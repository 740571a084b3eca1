/** @jest-environment node */
import { readPriceRules } from './price-rules';

describe('readPriceRules', () => {
  test('reads numbers given as strings, gift goods from a JSON string, and dates as ISO', () => {
    const [rule] = readPriceRules([
      {
        id: '7',
        ruleType: '4000',
        presentType: 1,
        presentNum: '1',
        preGoodsSkus: '[{"goodsId":12,"skuId":34,"num":2,"title":"PBS"},{"num":3}]',
        validEnd: '2026-12-01 08:00:00',
      },
    ]);
    expect(rule).toMatchObject({ id: 7, ruleType: 4000, presentType: 1, presentNum: 1, validEnd: '2026-12-01T00:00:00.000Z', validStart: null });
    expect(rule?.preGoodsSkus).toEqual([{ goodsId: 12, skuId: 34, num: 2, title: 'PBS', itemno: null, skuDesc: null }]);
  });

  test('drops what is not a rule, numbers the rules that lack an id', () => {
    expect(readPriceRules('[{"ruleType":2000,"discountRate":"88"},{"discountRate":90},"x",null]')).toEqual([
      expect.objectContaining({ id: 1, ruleType: 2000, discountRate: 88 }),
    ]);
    expect(readPriceRules('not json')).toEqual([]);
  });
});
