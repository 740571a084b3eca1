/** @jest-environment node */
import type { ContentCategory } from '@/contract/articles';
import { articlePageCount, findInTree } from './content-tree';

const node = (id: string, children: ContentCategory[] = []): ContentCategory => ({
  id,
  dictCode: id,
  dictValue: id,
  pid: null,
  level: 1,
  sort: 1,
  subDictEntities: children,
});
const tree = node('TJ', [node('TJ430'), node('TJ431', [node('TJ431001')])]);

describe('findInTree', () => {
  test('finds the root, a child and a grandchild with their ancestors', () => {
    expect(findInTree(tree, 'TJ')?.ancestors).toEqual([]);
    expect(findInTree(tree, 'TJ430')?.ancestors.map((n) => n.id)).toEqual(['TJ']);
    expect(findInTree(tree, 'TJ431001')?.ancestors.map((n) => n.id)).toEqual(['TJ', 'TJ431']);
  });

  test('answers null for a category outside the tree', () => {
    expect(findInTree(tree, 'XXPT001')).toBeNull();
  });
});

describe('articlePageCount', () => {
  test('rounds up and never answers 0', () => {
    expect(articlePageCount(0)).toBe(1);
    expect(articlePageCount(10)).toBe(1);
    expect(articlePageCount(11)).toBe(2);
    expect(articlePageCount(25, 5)).toBe(5);
  });
});
