import { shownGoods } from './shown-goods';

test('each linked goods item once, in first-shown order; unlinked images add nothing', () => {
  const images = [
    { goodsId: 5, goodsName: 'H&E kit', goodsItemno: 'R1' },
    { goodsId: null, goodsName: null, goodsItemno: null },
    { goodsId: 9, goodsName: 'Anti-CD68', goodsItemno: 'AB9' },
    { goodsId: 5, goodsName: 'H&E kit', goodsItemno: 'R1' },
  ];
  expect(shownGoods(images)).toEqual([
    { id: 5, name: 'H&E kit', itemno: 'R1' },
    { id: 9, name: 'Anti-CD68', itemno: 'AB9' },
  ]);
});
