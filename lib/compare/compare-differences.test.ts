import { differs, listItems } from './compare-differences';

describe('differs', () => {
  it('is false when every goods item says the same, as a buyer reads it', () => {
    expect(differs(['Rabbit', 'rabbit ', ' RABBIT'])).toBe(false);
    expect(
      differs([
        ['WB', 'IHC-P'],
        ['IHC-P', 'WB'],
      ]),
    ).toBe(false);
    expect(differs([null, null])).toBe(false);
  });

  it('is true when one goods item says something else', () => {
    expect(differs(['Rabbit', 'Mouse'])).toBe(true);
    expect(differs([['WB'], ['WB', 'IF']])).toBe(true);
    expect(differs(['12', null])).toBe(true);
  });

  it('is false for one goods item alone', () => {
    expect(differs(['Rabbit'])).toBe(false);
    expect(differs([])).toBe(false);
  });
});

describe('listItems', () => {
  it('splits on commas and semicolons, Chinese ones too', () => {
    expect(listItems('WB, IHC-P;IF')).toEqual(['WB', 'IHC-P', 'IF']);
    expect(listItems('人，小鼠、大鼠')).toEqual(['人', '小鼠', '大鼠']);
    expect(listItems(null)).toEqual([]);
  });
});
