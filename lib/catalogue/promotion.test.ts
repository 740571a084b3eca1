/** @jest-environment node */
import { countdown, promotionDisplay, promotionDisplays, RULE_TYPE } from './promotion';

const NOW = Date.UTC(2024, 10, 10, 0, 0, 0);
const HOUR = 3600 * 1000;

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const end = NOW + 2 * 24 * HOUR + 3 * HOUR + 4 * 60 * 1000 + 5 * 1000 + 999;
    expect(countdown(new Date(end), NOW)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdown(end, new Date(NOW))).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('reads a zone-less validEnd in the supplier time zone', () => {
    // 2024-11-11 08:00 in Shanghai is 2024-11-11T00:00Z, one day after NOW.
    expect(countdown('2024-11-11 08:00:00', NOW)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
    expect(countdown('2024-11-10T01:00:00Z', NOW)).toEqual({ days: 0, hours: 1, minutes: 0, seconds: 0 });
  });

  it('shows zeros in the last second and null once ended', () => {
    expect(countdown(NOW + 500, NOW)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdown(NOW, NOW)).toBeNull();
    expect(countdown(NOW - HOUR, NOW)).toBeNull();
  });

  it('is null for invalid dates', () => {
    expect(countdown('not a date', NOW)).toBeNull();
    expect(countdown(null, NOW)).toBeNull();
    expect(countdown(NOW + HOUR, Number.NaN)).toBeNull();
  });
});

describe('promotionDisplay', () => {
  it('limited time: counts down to validEnd', () => {
    const display = promotionDisplay({ ruleType: RULE_TYPE.LIMITED_TIME, validEnd: '2024-11-10T00:00:30Z' }, NOW);
    expect(display).toEqual({
      kind: 'limitedTime',
      messageKey: 'promotion.endsIn',
      validEnd: new Date('2024-11-10T00:00:30Z'),
      remaining: { days: 0, hours: 0, minutes: 0, seconds: 30 },
      ended: false,
    });
  });

  it('limited time: ended', () => {
    expect(promotionDisplay({ ruleType: 1000, validEnd: NOW - 1 }, NOW)).toMatchObject({
      kind: 'limitedTime',
      messageKey: 'promotion.ended',
      remaining: null,
      ended: true,
    });
  });

  it('limited time without a usable validEnd is not shown', () => {
    expect(promotionDisplay({ ruleType: 1000, validEnd: null }, NOW)).toBeNull();
  });

  it('discount: folds are discountRate / 10', () => {
    expect(promotionDisplay({ ruleType: 2000, discountRate: 85 }, NOW)).toEqual({
      kind: 'discount',
      messageKey: 'promotion.discount',
      folds: 8.5,
      percentOff: 15,
    });
    expect(promotionDisplay({ ruleType: '2000', discountRate: '90' }, NOW)).toMatchObject({ folds: 9, percentOff: 10 });
    expect(promotionDisplay({ ruleType: 2000, discountRate: 88.8 }, NOW)).toMatchObject({ folds: 8.88, percentOff: 11.2 });
  });

  it('discount: a rate outside (0, 100) is not shown', () => {
    for (const discountRate of [0, 100, 120, -5, null, 'x']) {
      expect(promotionDisplay({ ruleType: 2000, discountRate }, NOW)).toBeNull();
    }
  });

  it('spend and reduce: cashBackType 0 takes an amount off', () => {
    expect(promotionDisplay({ ruleType: 3000, cashBackPrice: 1000, cashBackType: 0, cashBackVal: 100 }, NOW)).toEqual({
      kind: 'spendReduce',
      messageKey: 'promotion.spendReduceAmount',
      threshold: 1000,
      mode: 'amount',
      value: 100,
      folds: null,
      percentOff: null,
    });
  });

  it('spend and reduce: any other cashBackType is a discount', () => {
    expect(promotionDisplay({ ruleType: 3000, cashBackPrice: '500', cashBackType: 1, cashBackVal: '90' }, NOW)).toEqual({
      kind: 'spendReduce',
      messageKey: 'promotion.spendReduceDiscount',
      threshold: 500,
      mode: 'discount',
      value: 90,
      folds: 9,
      percentOff: 10,
    });
    expect(promotionDisplay({ ruleType: 3000, cashBackPrice: 500, cashBackVal: 90 }, NOW)).toMatchObject({ mode: 'discount' });
  });

  it('spend and reduce: missing amounts are not shown', () => {
    expect(promotionDisplay({ ruleType: 3000, cashBackPrice: null, cashBackType: 0, cashBackVal: 10 }, NOW)).toBeNull();
    expect(promotionDisplay({ ruleType: 3000, cashBackPrice: 100, cashBackType: 0, cashBackVal: 0 }, NOW)).toBeNull();
  });

  it('gift: presentType 0 is a count', () => {
    expect(promotionDisplay({ ruleType: 4000, presentType: 0, presentNum: 2 }, NOW)).toEqual({
      kind: 'gift',
      mode: 'count',
      messageKey: 'promotion.giftCount',
      count: 2,
    });
    expect(promotionDisplay({ ruleType: 4000, presentType: 0, presentNum: 0 }, NOW)).toBeNull();
  });

  it('gift: presentType 1 lists the gift goods', () => {
    const display = promotionDisplay(
      {
        ruleType: 4000,
        presentType: 1,
        presentGoodNum: 1,
        preGoodsSkus: '[{"goodsId":12,"skuId":34,"num":1},{"goodsId":13,"skuId":35,"num":2,"title":"Pipette tips"},{"num":3},"x"]',
      },
      NOW,
    );
    expect(display).toEqual({
      kind: 'gift',
      mode: 'goods',
      messageKey: 'promotion.giftGoods',
      count: 1,
      goods: [
        { goodsId: '12', skuId: '34', quantity: 1, title: null },
        { goodsId: '13', skuId: '35', quantity: 2, title: 'Pipette tips' },
      ],
    });
  });

  it('gift: an unknown presentType is not shown', () => {
    expect(promotionDisplay({ ruleType: 4000, presentType: 2, presentNum: 1 }, NOW)).toBeNull();
  });

  it('unknown rule types and missing rules are not shown', () => {
    expect(promotionDisplay({ ruleType: 5000, discountRate: 85 }, NOW)).toBeNull();
    expect(promotionDisplay({}, NOW)).toBeNull();
    expect(promotionDisplay(null, NOW)).toBeNull();
  });
});

describe('promotionDisplays', () => {
  it('maps a list and drops unusable rules', () => {
    const displays = promotionDisplays([{ ruleType: 2000, discountRate: 80 }, { ruleType: 9 }, 'junk', { ruleType: 4000, presentType: 0, presentNum: 1 }], NOW);
    expect(displays.map((display) => display.kind)).toEqual(['discount', 'gift']);
    expect(promotionDisplays('not json', NOW)).toEqual([]);
  });
});
