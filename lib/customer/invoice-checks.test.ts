import { invoiceAmount, invoiceProblems, invoiceRefusal, type InvoiceValues } from './invoice-checks';

const valid: InvoiceValues = {
  orderNo: 'SO20260112003',
  amount: '2960.50',
  title: 'Chen Lab',
  taxNumber: '91310000ma1fl0xx3k',
  type: 'ordinary',
  email: 'finance@example.com',
};

describe('invoiceProblems', () => {
  test('a complete request has none', () => {
    expect(invoiceProblems(valid)).toEqual([]);
  });
  test('names each bad field', () => {
    expect(invoiceProblems({ ...valid, orderNo: ' ', amount: '0', title: '', taxNumber: '123', type: '', email: 'a@b' })).toEqual([
      'orderNo',
      'amount',
      'title',
      'taxNumber',
      'type',
      'email',
    ]);
  });
  test('an amount has at most 2 decimals', () => {
    expect(invoiceProblems({ ...valid, amount: '1.234' })).toEqual(['amount']);
    expect(invoiceProblems({ ...valid, amount: '12' })).toEqual([]);
  });
});

describe('invoiceAmount', () => {
  test('reads the yuan of a valid amount, with or without spaces around it', () => {
    expect(invoiceAmount(' 720 ')).toBe(720);
    expect(invoiceAmount('2960.5')).toBe(2960.5);
  });
  test('has none for an empty, zero, over-precise or too large amount', () => {
    for (const text of ['', '0', '0.00', '-5', '1.234', '1e3', '10000000.01']) expect(invoiceAmount(text)).toBeNull();
  });
});

describe('invoiceRefusal', () => {
  test("reads the API's refusal of an order that is not the customer's, or of more than is left to invoice", () => {
    expect(invoiceRefusal(400, 'orderNo: SO20260112000042 is not one of your orders')).toEqual({ field: 'orderNo' });
    expect(invoiceRefusal(400, 'amount: at most 400.50 CNY of order SO20260112000042 is left to invoice')).toEqual({ field: 'amount', left: 400.5 });
    expect(invoiceRefusal(400, 'amount: nothing of order SO20260112000042 is left to invoice (at most 0.00 CNY)')).toEqual({ field: 'amount', left: 0 });
    expect(invoiceRefusal(400, 'title: please enter the invoice title')).toBeNull();
    expect(invoiceRefusal(500, 'Internal error')).toBeNull();
  });
});
