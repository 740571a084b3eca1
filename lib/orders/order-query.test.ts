import { couponStateParam, idParam, settlementGoodsParam, settlementGoodsValue, statusParam } from './order-query';

test('order statuses and coupon states: known values only', () => {
  expect(statusParam('pending')).toBe('pending');
  expect([statusParam('shipped'), statusParam(undefined), statusParam(['x'])]).toEqual([undefined, undefined, undefined]);
  expect(couponStateParam('expired')).toBe('expired');
  expect(couponStateParam('lost')).toBe('unused');
});

test('ids: positive whole numbers only', () => {
  expect(idParam('12')).toBe(12);
  expect([idParam('0'), idParam('-1'), idParam('1e3'), idParam(undefined), idParam('9999999999')]).toEqual([null, null, null, null, null]);
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
