import { orderSubmitted } from './order-event';

describe('the purchase event', () => {
  it('carries the charged amount in the page’s currency', () => {
    expect(orderSubmitted({ orderNo: 'O1', totalAmount: 720 }, 'en')).toEqual({
      name: 'order_submitted',
      orderNo: 'O1',
      value: 100,
      currency: 'USD',
      items: [],
    });
    expect(orderSubmitted({ orderNo: 'O1', totalAmount: 720.5 }, 'zh', [{ id: 3, quantity: 2 }])).toEqual({
      name: 'order_submitted',
      orderNo: 'O1',
      value: 720.5,
      currency: 'CNY',
      items: [{ id: 3, quantity: 2 }],
    });
  });
});
