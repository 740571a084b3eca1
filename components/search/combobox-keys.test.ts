import { steppedIndex } from './combobox-keys';

test('Down from none starts at the top, Up from none at the bottom', () => {
  expect(steppedIndex(-1, 1, 4)).toBe(0);
  expect(steppedIndex(-1, -1, 4)).toBe(3);
});

test('the highlight goes round the ends', () => {
  expect(steppedIndex(3, 1, 4)).toBe(0);
  expect(steppedIndex(0, -1, 4)).toBe(3);
  expect(steppedIndex(1, 1, 4)).toBe(2);
});

test('an empty list highlights nothing', () => {
  expect(steppedIndex(-1, 1, 0)).toBe(-1);
});
