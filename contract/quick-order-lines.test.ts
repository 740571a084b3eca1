import { csvFields, parseQuickOrder, QUICK_ORDER_MAX_CHARS, QUICK_ORDER_MAX_ROWS, readPastedLine, sameSize } from './quick-order-lines';

const pick = (text: string) => {
  const parsed = parseQuickOrder('lines', text);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.rows.map(({ row, itemno, size, quantity, refused }) => ({ row, itemno, size, quantity, refused }));
};

describe('pasted lines', () => {
  test('a Cat. No. alone asks for one; with a number, that many', () => {
    expect(pick('AB10031R\nAB10032R 3')).toEqual([
      { row: 1, itemno: 'AB10031R', size: null, quantity: 1, refused: null },
      { row: 2, itemno: 'AB10032R', size: null, quantity: 3, refused: null },
    ]);
  });

  test('tab, comma and semicolon separate fields; three fields are Cat. No., size, quantity', () => {
    expect(pick('AB1\t2\nAB2, 100 µL, 4\nAB3;50ul')).toEqual([
      { row: 1, itemno: 'AB1', size: null, quantity: 2, refused: null },
      { row: 2, itemno: 'AB2', size: '100 µL', quantity: 4, refused: null },
      { row: 3, itemno: 'AB3', size: '50ul', quantity: 1, refused: null },
    ]);
  });

  test('by spaces: the last word is the quantity when it is a number, the words between are the size', () => {
    expect(readPastedLine('AB10031R 100 µL 2', 7)).toMatchObject({ row: 7, itemno: 'AB10031R', size: '100 µL', quantity: 2 });
    expect(readPastedLine('AB10031R 100 µL', 1)).toMatchObject({ size: '100 µL', quantity: 1 });
    expect(readPastedLine('AB10031R   100uL', 1)).toMatchObject({ size: '100uL', quantity: 1 });
  });

  test('blank lines are skipped but count, so row numbers are line numbers', () => {
    expect(pick('\nAB1\n\n  \nAB2 2\r\nAB3').map((row) => row.row)).toEqual([2, 5, 6]);
  });

  test.each(['0', '-3', '2.5', '10000', '1.'])('quantity %s is refused, naming the quantity', (quantity) => {
    expect(readPastedLine(`AB1 ${quantity}`, 1)).toMatchObject({ quantity: null, refused: 'quantity', quantityText: quantity });
    expect(readPastedLine(`AB1,${quantity}`, 1)).toMatchObject({ refused: 'quantity' });
  });

  test('a row with no Cat. No. is refused, naming the Cat. No.', () => {
    expect(readPastedLine(',100uL,2', 4)).toMatchObject({ row: 4, itemno: '', refused: 'itemno' });
  });
});

describe('CSV', () => {
  test('the header names the columns in any order; size and quantity may be left out', () => {
    const parsed = parseQuickOrder('csv', '\uFEFFQuantity,ItemNo,Size\n2,AB1,100 µL\n,AB2,\n');
    expect(parsed).toEqual({
      ok: true,
      rows: [
        { row: 2, itemno: 'AB1', size: '100 µL', quantity: 2, quantityText: '2', refused: null },
        { row: 3, itemno: 'AB2', size: null, quantity: 1, quantityText: '', refused: null },
      ],
    });
    expect(parseQuickOrder('csv', 'itemno\nAB1')).toMatchObject({ ok: true, rows: [{ itemno: 'AB1', quantity: 1 }] });
  });

  test('quoted fields hold commas and quotes', () => {
    expect(csvFields('"AB1","1,5 ""mg""",3')).toEqual(['AB1', '1,5 "mg"', '3']);
  });

  test('a file without the itemno header is refused as a whole', () => {
    expect(parseQuickOrder('csv', 'AB1,100uL,2')).toEqual({ ok: false, problem: 'csvHeader', rows: 0 });
  });

  test('a bad quantity names its row', () => {
    expect(parseQuickOrder('csv', 'itemno,size,quantity\nAB1,,x')).toMatchObject({ ok: true, rows: [{ row: 2, refused: 'quantity', quantityText: 'x' }] });
  });
});

describe('limits', () => {
  test('nothing to order, too many rows and too long a text are refused as a whole', () => {
    expect(parseQuickOrder('lines', ' \n\n')).toEqual({ ok: false, problem: 'empty', rows: 0 });
    expect(parseQuickOrder('csv', 'itemno,size,quantity\n')).toEqual({ ok: false, problem: 'empty', rows: 0 });
    const many = Array.from({ length: QUICK_ORDER_MAX_ROWS + 1 }, (_, i) => `AB${i}`).join('\n');
    expect(parseQuickOrder('lines', many)).toEqual({ ok: false, problem: 'tooManyRows', rows: QUICK_ORDER_MAX_ROWS + 1 });
    expect(parseQuickOrder('lines', 'A'.repeat(QUICK_ORDER_MAX_CHARS + 1))).toEqual({ ok: false, problem: 'tooLong', rows: 0 });
    expect(parseQuickOrder('lines', Array.from({ length: QUICK_ORDER_MAX_ROWS }, (_, i) => `AB${i}`).join('\n')).ok).toBe(true);
  });
});

test('sizes compare without case, spaces or the µ spelling', () => {
  expect(sameSize('100ul', '100 µL')).toBe(true);
  expect(sameSize('100 UL', '100μl')).toBe(true);
  expect(sameSize('50ul', '100 µL')).toBe(false);
});
