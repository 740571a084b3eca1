/**
 * What ticking categories in the finder's tree means. A checked category covers its whole
 * subtree, so its descendants show as checked too (and cannot be ticked on their own), and the
 * selection is kept to its topmost categories. Categories of a tree never overlap otherwise,
 * which makes the counts of several checked categories add up exactly.
 */
import type { CategoryCountView, FacetOption } from '@/lib/api/finder-shape';

export type CheckState = 'checked' | 'implied' | 'unchecked';

type Node = Pick<CategoryCountView, 'id' | 'pids'>;

/** Every category of the tree by code, whatever its depth. */
export function indexTree<T extends Node & { children: readonly T[] }>(tree: readonly T[]): Map<string, T> {
  const index = new Map<string, T>();
  const visit = (nodes: readonly T[]) => {
    for (const node of nodes) {
      index.set(node.id, node);
      visit(node.children);
    }
  };
  visit(tree);
  return index;
}

export function checkState(node: Node, selected: readonly string[]): CheckState {
  if (selected.includes(node.id)) return 'checked';
  return node.pids.some((pid) => selected.includes(pid)) ? 'implied' : 'unchecked';
}

/** The selection with unknown categories dropped and none under another selected one. */
export function topmostCategories(selected: readonly string[], index: ReadonlyMap<string, Node>): string[] {
  return selected.filter((id) => {
    const node = index.get(id);
    return node !== undefined && !node.pids.some((pid) => selected.includes(pid));
  });
}

/** The selection after a click on `node`: unticked, or ticked in place of its descendants. */
export function toggleCategory(selected: readonly string[], node: Node, index: ReadonlyMap<string, Node>): string[] {
  const state = checkState(node, selected);
  if (state === 'implied') return [...selected];
  if (state === 'checked') return selected.filter((id) => id !== node.id);
  const outside = selected.filter((id) => !(index.get(id)?.pids.includes(node.id) ?? false));
  return [...outside, node.id].sort();
}

/** The options of several disjoint categories as one list: counts added, first-seen order. */
export function sumFacets(lists: readonly (readonly FacetOption[])[]): FacetOption[] {
  const sums = new Map<string, FacetOption>();
  for (const list of lists) {
    for (const option of list) {
      const seen = sums.get(option.code);
      sums.set(option.code, seen ? { ...seen, count: seen.count + option.count } : { ...option });
    }
  }
  return [...sums.values()];
}
