/** @jest-environment node */
import { promotionTerms, promotionTermsOf } from './promotion';

describe('promotionTerms: what the goods page says of each rule', () => {
  test('1000 limited time: its end, and the discount it gives while it lasts', () => {
    expect(promotionTerms({ id: 1, ruleType: 1000, discountRate: 85, validEnd: '2026-12-01 00:00:00Z' })).toEqual({
      kind: 'limitedTime',
      validEnd: '2026-12-01T00:00:00.000Z',
      rate: { percentOff: 15, folds: 8.5 },
    });
    expect(promotionTerms({ id: 1, ruleType: 1000, validEnd: '2026-12-01T00:00:00Z' })).toMatchObject({ rate: null });
    expect(promotionTerms({ id: 1, ruleType: 1000, discountRate: 85 })).toBeNull();
  });

  test('2000 discount: discountRate ÷ 10 folds', () => {
    expect(promotionTerms({ id: 2, ruleType: 2000, discountRate: 88 })).toEqual({ kind: 'discount', rate: { percentOff: 12, folds: 8.8 } });
    expect(promotionTerms({ id: 2, ruleType: 2000, discountRate: 100 })).toBeNull();
  });

  test('3000 spend-and-reduce: an amount off, or a discount, at the threshold', () => {
    expect(promotionTerms({ id: 3, ruleType: 3000, cashBackType: 0, cashBackPrice: 1500, cashBackVal: 150 })).toEqual({
      kind: 'spendReduceAmount',
      thresholdCny: 1500,
      amountOffCny: 150,
    });
    expect(promotionTerms({ id: 3, ruleType: 3000, cashBackType: 1, cashBackPrice: 1000, cashBackVal: 90 })).toEqual({
      kind: 'spendReduceDiscount',
      thresholdCny: 1000,
      rate: { percentOff: 10, folds: 9 },
    });
    expect(promotionTerms({ id: 3, ruleType: 3000, cashBackType: 0, cashBackPrice: 1500 })).toBeNull();
  });

  test('4000 gift: buy N get M of the same goods, or named gift goods', () => {
    expect(promotionTerms({ id: 4, ruleType: 4000, presentType: 0, presentNum: 3, presentGoodNum: 1 })).toEqual({ kind: 'giftSame', buy: 3, get: 1 });
    const gift = { goodsId: 12, skuId: 30, num: 2, title: 'PBS buffer', itemno: 'CP0012', skuDesc: '500 mL' };
    expect(promotionTerms({ id: 4, ruleType: 4000, presentType: 1, presentNum: 1, preGoodsSkus: [gift, { goodsId: 13, skuId: 31, num: 1 }] })).toEqual({
      kind: 'giftGoods',
      buy: 1,
      gifts: [gift],
    });
    expect(promotionTerms({ id: 4, ruleType: 4000, presentType: 1, preGoodsSkus: [] })).toBeNull();
  });

  test('unknown rule types are left out', () => {
    expect(
      promotionTermsOf([
        { id: 9, ruleType: 5000 },
        { id: 2, ruleType: 2000, discountRate: 90 },
      ]),
    ).toEqual([{ kind: 'discount', rate: { percentOff: 10, folds: 9 } }]);
  });
});
