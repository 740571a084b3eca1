import { invoiceAmount, invoiceProblems, type InvoiceValues } from './invoice-checks';

const valid: InvoiceValues = { orderNo: 'SO20260112003', amount: '2960.50', title: 'Chen Lab', taxNumber: '91310000ma1fl0xx3k', type: 'ordinary', email: 'finance@example.com' };

describe('invoiceProblems', () => {
  test('a complete request has none', () => {
    expect(invoiceProblems(valid)).toEqual([]);
  });
  test('names each bad field', () => {
    expect(invoiceProblems({ ...valid, orderNo: ' ', amount: '0', title: '', taxNumber: '123', type: '', email: 'a@b' })).toEqual(['orderNo', 'amount', 'title', 'taxNumber', 'type', 'email']);
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
