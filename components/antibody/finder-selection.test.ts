/** @jest-environment node */
import type { CategoryCountView } from '@/lib/api/finder-shape';
import { checkState, indexTree, sumFacets, toggleCategory, topmostCategories } from './finder-selection';

const node = (id: string, pids: string[], children: CategoryCountView[] = []): CategoryCountView => ({
  id,
  name: id,
  pids,
  level: pids.length + 1,
  count: 1,
  children,
});

const tree = [
  node('CP002001', ['CP', 'CP002'], [node('CP002001001', ['CP', 'CP002', 'CP002001']), node('CP002001002', ['CP', 'CP002', 'CP002001'])]),
  node('CP002004', ['CP', 'CP002']),
];
const index = indexTree(tree);

describe('finder category selection', () => {
  it('indexes every depth', () => {
    expect([...index.keys()]).toEqual(['CP002001', 'CP002001001', 'CP002001002', 'CP002004']);
  });

  it('shows the descendants of a checked category as checked by it', () => {
    expect(checkState(index.get('CP002001')!, ['CP002001'])).toBe('checked');
    expect(checkState(index.get('CP002001002')!, ['CP002001'])).toBe('implied');
    expect(checkState(index.get('CP002004')!, ['CP002001'])).toBe('unchecked');
  });

  it('ticks a category in place of its descendants, and unticks it', () => {
    expect(toggleCategory(['CP002001001', 'CP002004'], index.get('CP002001')!, index)).toEqual(['CP002001', 'CP002004']);
    expect(toggleCategory(['CP002001', 'CP002004'], index.get('CP002001')!, index)).toEqual(['CP002004']);
    expect(toggleCategory(['CP002001'], index.get('CP002001001')!, index)).toEqual(['CP002001']);
    expect(toggleCategory([], index.get('CP002001002')!, index)).toEqual(['CP002001002']);
  });

  it('keeps only known, topmost categories of a URL', () => {
    expect(topmostCategories(['CP002001', 'CP002001002', 'CP009999', 'CP002004'], index)).toEqual(['CP002001', 'CP002004']);
    expect(topmostCategories([], index)).toEqual([]);
  });

  it('adds the counts of disjoint categories', () => {
    expect(
      sumFacets([
        [
          { code: 'human', name: 'Human', count: 5 },
          { code: 'mouse', name: 'Mouse', count: 0 },
        ],
        [
          { code: 'human', name: 'Human', count: 2 },
          { code: 'rat', name: 'Rat', count: 1 },
        ],
      ]),
    ).toEqual([
      { code: 'human', name: 'Human', count: 7 },
      { code: 'mouse', name: 'Mouse', count: 0 },
      { code: 'rat', name: 'Rat', count: 1 },
    ]);
  });
});
