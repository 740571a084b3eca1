import { exactItemnoHit } from './exact-itemno';

const goods = [
  { id: 7, itemno: 'AB10031R' },
  { id: 8, itemno: 'AB10031R-100UL' },
];

describe('exactItemnoHit', () => {
  test('the first hit when the term is its Cat. No., in any letter case, full width or spaced', () => {
    for (const term of ['AB10031R', 'ab10031r', ' Ab10031R ', 'ＡＢ１００３１Ｒ']) expect(exactItemnoHit(term, goods)?.id).toBe(7);
  });

  test('none for a prefix, another hit, or no hits', () => {
    expect(exactItemnoHit('AB1003', goods)).toBeNull();
    expect(exactItemnoHit('AB10031R-100UL', goods)).toBeNull();
    expect(exactItemnoHit('AB10031R', [])).toBeNull();
    expect(exactItemnoHit('', [{ id: 1, itemno: '' }])).toBeNull();
  });
});
