import { couponStateParam, settlementGoodsParam, settlementGoodsValue, statusParam } from './order-query';

test('order statuses and coupon states: known values only', () => {
  expect(statusParam('pending')).toBe('pending');
  expect([statusParam('shipped'), statusParam(undefined), statusParam(['x'])]).toEqual([undefined, undefined, undefined]);
  expect(couponStateParam('expired')).toBe('expired');
  expect(couponStateParam('lost')).toBe('unused');
});

test('the settlement selection round-trips and drops malformed parts', () => {
  const goods = [
    { id: 12, skuId: 3 },
    { id: 15, skuId: 0 },
  ];
  expect(settlementGoodsParam(settlementGoodsValue(goods))).toEqual(goods);
  expect(settlementGoodsParam('12:3,x:1,4,,7:8')).toEqual([
    { id: 12, skuId: 3 },
    { id: 7, skuId: 8 },
  ]);
});
