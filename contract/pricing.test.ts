/** @jest-environment node */
import { cnyToUsd, couponDiscountFen, fenToUsdCents, inForce, percentOfFen, priceLine, priceOrder, toFen, unitNetPrice, type PriceRule } from './pricing';

const AT = Date.parse('2026-11-27T08:00:00Z');
const rule = (fields: Partial<PriceRule> & Pick<PriceRule, 'ruleType'>): PriceRule => ({ id: 1, ...fields });
const line = (listPrice: number, quantity: number, rules: PriceRule[], at = AT) => priceLine({ goodsId: 82, skuId: 7, listPrice, quantity, rules, at });

describe('money in fen', () => {
  test.each([
    [19.99, 1999],
    [4100, 410000],
    [0.29, 29],
    [1.005, 101],
    [0, 0],
  ])('%p yuan is %p fen', (yuan, fen) => expect(toFen(yuan)).toBe(fen));

  test.each([
    // fen, percent, result: halves go away from zero
    [410000, 88, 360800],
    [1005, 50, 503],
    [1, 50, 1],
    [3, 50, 2],
    [999, 2, 20], // 19.98 → 20
    [1234, 12.5, 154], // 154.25
    [25, 2, 1], // 0.5 fen rounds up
    [-25, 2, -1],
  ])('%p fen × %p%% = %p fen', (fen, percent, result) => expect(percentOfFen(fen, percent)).toBe(result));

  test.each([
    [410000, 56944], // ¥4,100 → $569.44
    [820000, 113889], // ¥8,200 → $1,138.89
    [198, 28], // 0.275 exactly: a half, up
    [36, 5],
    [0, 0],
    [-10000, -1389],
  ])('%p fen is %p US cents at 7.2', (fen, cents) => expect(fenToUsdCents(fen)).toBe(cents));

  test('cnyToUsd rounds to the cent and keeps zero positive', () => {
    expect(cnyToUsd(100)).toBe(13.89);
    expect(cnyToUsd(1.98)).toBe(0.28);
    expect(Object.is(cnyToUsd(-0), 0)).toBe(true);
    expect(cnyToUsd(Number.NaN)).toBeNaN();
  });
});

describe('rules in force', () => {
  const end = '2026-11-27T08:00:00.000Z';
  test('a rule ends at validEnd: one second before it applies, at it and after it does not', () => {
    const limited = rule({ ruleType: 1000, discountRate: 80, validEnd: end });
    expect(inForce(limited, AT - 1000)).toBe(true);
    expect(inForce(limited, AT)).toBe(false);
    expect(inForce(limited, AT + 1000)).toBe(false);
  });

  test('a rule starts at validStart', () => {
    const discount = rule({ ruleType: 2000, discountRate: 90, validStart: '2026-11-27T08:00:01Z' });
    expect(inForce(discount, AT)).toBe(false);
    expect(inForce(discount, AT + 1000)).toBe(true);
  });

  test('a limited-time rule needs an end; others may have none', () => {
    expect(inForce(rule({ ruleType: 1000, discountRate: 80 }), AT)).toBe(false);
    expect(inForce(rule({ ruleType: 2000, discountRate: 80 }), AT)).toBe(true);
  });
});

describe('priceLine: one rule type at a time', () => {
  test('no rule: the list price', () => {
    expect(line(4100, 2, [])).toMatchObject({ unitListFen: 410000, unitNetFen: 410000, amountFen: 820000, discounts: [], gifts: [] });
  });

  test('1000 limited time: its discountRate until validEnd, named with its end', () => {
    const limited = rule({ id: 5, ruleType: 1000, discountRate: 85, validEnd: '2026-12-01T00:00:00Z' });
    expect(line(100, 3, [limited])).toEqual({
      quantity: 3,
      unitListFen: 10000,
      unitNetFen: 8500,
      listAmountFen: 30000,
      amountFen: 25500,
      discounts: [{ kind: 'limitedTime', ruleId: 5, percentOff: 15, validEnd: '2026-12-01T00:00:00.000Z', savedFen: 4500 }],
      gifts: [],
      priceEndsAt: '2026-12-01T00:00:00.000Z',
    });
    // Ended by one second: the list price again.
    expect(line(100, 3, [limited], Date.parse('2026-12-01T00:00:01Z'))).toMatchObject({ unitNetFen: 10000, discounts: [], priceEndsAt: null });
  });

  test('2000 discount: discountRate ÷ 10 folds, rounded to the fen per unit', () => {
    const discount = rule({ id: 2000, ruleType: 2000, discountRate: 88 });
    expect(line(4100, 2, [discount])).toMatchObject({
      unitNetFen: 360800,
      amountFen: 721600,
      discounts: [{ kind: 'discount', percentOff: 12, savedFen: 98400 }],
    });
    // ¥0.05 at 9.5 folds = 4.75 fen → 5 fen (a half, away from zero).
    expect(line(0.05, 1, [rule({ ruleType: 2000, discountRate: 95 })]).unitNetFen).toBe(5);
    expect(line(0.05, 1, [rule({ ruleType: 2000, discountRate: 85 })]).unitNetFen).toBe(4);
  });

  test('a rate outside (0, 100) is not a discount', () => {
    expect(
      line(100, 1, [rule({ ruleType: 2000, discountRate: 100 }), rule({ ruleType: 2000, discountRate: 0 }), rule({ ruleType: 2000, discountRate: null })])
        .discounts,
    ).toEqual([]);
  });

  describe('3000 spend-and-reduce', () => {
    const amountOff = rule({ id: 30, ruleType: 3000, cashBackType: 0, cashBackPrice: 1000, cashBackVal: 100 });
    const percentOff = rule({ id: 31, ruleType: 3000, cashBackType: 1, cashBackPrice: 1000, cashBackVal: 90 });

    test('below the threshold: nothing', () => {
      expect(line(333, 3, [amountOff])).toMatchObject({ amountFen: 99900, discounts: [] });
    });

    test('the threshold reached exactly: the amount off', () => {
      expect(line(500, 2, [amountOff])).toMatchObject({
        unitNetFen: 50000,
        amountFen: 90000,
        discounts: [{ kind: 'spendReduce', mode: 'amount', thresholdFen: 100000, amountOffFen: 10000, savedFen: 10000 }],
      });
    });

    test('cashBackType other than 0: a discount on the line', () => {
      expect(line(500, 3, [percentOff])).toMatchObject({
        amountFen: 135000,
        discounts: [{ kind: 'spendReduce', mode: 'percent', percentOff: 10, savedFen: 15000 }],
      });
    });

    test('of two reductions the larger applies, never both', () => {
      expect(line(500, 4, [amountOff, percentOff]).discounts).toEqual([expect.objectContaining({ ruleId: 31, savedFen: 20000 })]);
      expect(line(500, 2, [amountOff, percentOff]).discounts).toEqual([expect.objectContaining({ ruleId: 30, savedFen: 10000 })]);
    });

    test('an amount off never exceeds the line', () => {
      const huge = rule({ ruleType: 3000, cashBackType: 0, cashBackPrice: 0, cashBackVal: 5000 });
      expect(line(10, 1, [huge]).amountFen).toBe(0);
    });
  });

  describe('4000 gift', () => {
    test('presentType 0: presentGoodNum of the same SKU for every presentNum bought', () => {
      const buy3get1 = rule({ id: 40, ruleType: 4000, presentType: 0, presentNum: 3, presentGoodNum: 1 });
      expect(line(100, 2, [buy3get1]).gifts).toEqual([]);
      expect(line(100, 7, [buy3get1])).toMatchObject({
        amountFen: 70000,
        gifts: [{ ruleId: 40, goodsId: 82, skuId: 7, quantity: 2, sameGoods: true }],
      });
    });

    test('presentType 1: each gift goods item with its num, named', () => {
      const gifts = rule({
        id: 41,
        ruleType: 4000,
        presentType: 1,
        presentNum: 1,
        presentGoodNum: 2,
        preGoodsSkus: [
          { goodsId: 12, skuId: 30, num: 1, title: 'PBS buffer', itemno: 'CP0012', skuDesc: '500 mL' },
          { goodsId: 13, skuId: 31, num: 2 },
        ],
      });
      expect(line(100, 2, [gifts]).gifts).toEqual([
        { ruleId: 41, goodsId: 12, skuId: 30, quantity: 2, sameGoods: false, title: 'PBS buffer', itemno: 'CP0012', skuDesc: '500 mL' },
        { ruleId: 41, goodsId: 13, skuId: 31, quantity: 4, sameGoods: false, title: null, itemno: null, skuDesc: null },
      ]);
    });

    test('a gift costs nothing and changes no price', () => {
      const gift = rule({ ruleType: 4000, presentType: 0, presentNum: 1 });
      expect(line(100, 1, [gift])).toMatchObject({ unitNetFen: 10000, amountFen: 10000, discounts: [] });
    });
  });
});

describe('priceLine: rules together', () => {
  const limited = rule({ id: 1, ruleType: 1000, discountRate: 80, validEnd: '2027-01-01T00:00:00Z' });
  const discount = rule({ id: 2, ruleType: 2000, discountRate: 90 });
  const reduce = rule({ id: 3, ruleType: 3000, cashBackType: 0, cashBackPrice: 150, cashBackVal: 20 });
  const gift = rule({ id: 4, ruleType: 4000, presentType: 0, presentNum: 2, presentGoodNum: 1 });

  test('1000 and 2000 exclude each other: the lower price wins', () => {
    expect(line(100, 1, [discount, limited]).discounts).toEqual([expect.objectContaining({ kind: 'limitedTime', ruleId: 1 })]);
    // Once the limited time has ended, the standing discount applies.
    expect(line(100, 1, [discount, limited], Date.parse('2027-01-01T00:00:00Z')).discounts).toEqual([expect.objectContaining({ kind: 'discount', ruleId: 2 })]);
  });

  test('spend-and-reduce reads its threshold on the discounted line', () => {
    // 2 × ¥80 = ¥160 ≥ ¥150: ¥20 off; at list price 2 × ¥100 would also reach it, 1 × ¥80 does not.
    expect(line(100, 2, [limited, reduce])).toMatchObject({ unitNetFen: 8000, amountFen: 14000 });
    expect(line(100, 1, [limited, reduce]).discounts.map((each) => each.kind)).toEqual(['limitedTime']);
    expect(line(180, 1, [limited, reduce])).toMatchObject({ unitNetFen: 14400, amountFen: 14400 });
  });

  test('every rule type at once', () => {
    const priced = line(100, 4, [limited, discount, reduce, gift]);
    expect(priced).toMatchObject({ unitNetFen: 8000, listAmountFen: 40000, amountFen: 30000 });
    expect(priced.discounts.map((each) => each.savedFen)).toEqual([8000, 2000]);
    expect(priced.gifts).toEqual([expect.objectContaining({ quantity: 2, sameGoods: true })]);
  });

  test('unitNetPrice is one unit of priceLine', () => {
    expect(unitNetPrice(4100, [rule({ ruleType: 2000, discountRate: 88 })], AT)).toEqual({ listFen: 410000, netFen: 360800 });
  });
});

describe('coupons and member levels', () => {
  test('a coupon threshold is read on the subtotal, reached exactly', () => {
    expect(couponDiscountFen({ kind: 'amount', amountOff: 50, threshold: 500 }, 50000)).toBe(5000);
    expect(couponDiscountFen({ kind: 'amount', amountOff: 50, threshold: 500 }, 49999)).toBe(0);
  });

  test('a percentage coupon is rounded to the fen, an amount never exceeds what is payable', () => {
    expect(couponDiscountFen({ kind: 'percent', percentOff: 15, threshold: 0 }, 12345)).toBe(1852);
    expect(couponDiscountFen({ kind: 'amount', amountOff: 500, threshold: 0 }, 30000)).toBe(30000);
  });

  test('order: promotions, then the member discount on the subtotal, then the coupon on what is left', () => {
    const lines = [line(4100, 2, [rule({ ruleType: 2000, discountRate: 88 })]), line(100, 1, [])];
    const order = priceOrder({ lines, levelPercentOff: 2, coupon: { kind: 'percent', percentOff: 10, threshold: 5000 } });
    expect(order).toEqual({
      listAmountFen: 830000,
      promotionFen: 98400,
      subtotalFen: 731600,
      level: { percentOff: 2, savedFen: 14632 },
      couponFen: 71697, // 10% of 716,968 fen = 71,696.8
      totalFen: 645271,
    });
  });

  test('the coupon threshold ignores the member discount', () => {
    const order = priceOrder({ lines: [line(500, 1, [])], levelPercentOff: 8, coupon: { kind: 'amount', amountOff: 50, threshold: 500 } });
    expect(order).toMatchObject({ subtotalFen: 50000, level: { savedFen: 4000 }, couponFen: 5000, totalFen: 41000 });
  });

  test('the standard level has no discount line', () => {
    expect(priceOrder({ lines: [line(100, 1, [])], levelPercentOff: 0 })).toMatchObject({ level: null, couponFen: 0, totalFen: 10000 });
  });
});
