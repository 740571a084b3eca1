/**
 * Bound goods (docs/product.md §2.4 item 2): goods sharing a bindId form one group whose shared
 * cells are merged in the goods table. null, undefined, a blank string and 0 mean unbound
 * (0 is the default an unset numeric column reads as).
 */

export interface Bindable {
  bindId?: string | number | null;
}

/**
 * The group key of a bindId, or null when unbound; '12' and 12 are the same group.
 * @internal exported for its tests
 */
export function bindKey(bindId: Bindable['bindId']): string | null {
  if (bindId === null || bindId === undefined) return null;
  const key = String(bindId).trim();
  return key === '' || key === '0' ? null : key;
}

/**
 * rowSpan for the merged cells of each row, rows in display order: the first row of a run of
 * consecutive rows with the same bindId gets the run's length, the others 0 (their cell is
 * covered); unbound rows get 1. Members that are not adjacent form separate runs, so group
 * them first (groupBoundGoods).
 */
export function mergeBoundCells(rows: readonly Bindable[]): number[] {
  const spans = rows.map(() => 1);
  let start = 0;
  while (start < rows.length) {
    const key = bindKey(rows[start]?.bindId);
    let end = start + 1;
    if (key !== null) {
      while (end < rows.length && bindKey(rows[end]?.bindId) === key) end += 1;
      spans[start] = end - start;
      for (let covered = start + 1; covered < end; covered += 1) spans[covered] = 0;
    }
    start = end;
  }
  return spans;
}

/**
 * The list reordered so goods with the same bindId sit together, at the position of the
 * group's first member; otherwise the order is kept (stable).
 */
export function groupBoundGoods<T extends Bindable>(items: readonly T[]): T[] {
  const groups = new Map<string, T[]>();
  // Each slot is one unbound item or one whole group, at the place its first member was met.
  const slots: T[][] = [];
  for (const item of items) {
    const key = bindKey(item.bindId);
    const group = key === null ? undefined : groups.get(key);
    if (group) {
      group.push(item);
      continue;
    }
    const slot = [item];
    if (key !== null) groups.set(key, slot);
    slots.push(slot);
  }
  return slots.flatMap((slot) => slot);
}
