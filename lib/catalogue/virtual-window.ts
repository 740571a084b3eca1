/**
 * Windowing for long goods tables (docs/architecture.md §4): with a fixed row height, only the rows near
 * the viewport are put in the DOM and two spacers stand in for the rest.
 */

export interface WindowInput {
  /** How far the viewport's top is below the first row (negative while the table is still below it). */
  scrollTop: number;
  viewportHeight: number;
  rowHeight: number;
  rowCount: number;
  /** Extra rows rendered above and below the viewport, so fast scrolling shows no gap. */
  overscan: number;
}

export interface RowWindow {
  /** First rendered row. */
  start: number;
  /** One past the last rendered row. */
  end: number;
  /** Height of the spacer above the rendered rows. */
  before: number;
  /** Height of the spacer below them. */
  after: number;
}

export function rowWindow({ scrollTop, viewportHeight, rowHeight, rowCount, overscan }: WindowInput): RowWindow {
  if (rowCount <= 0 || rowHeight <= 0) return { start: 0, end: 0, before: 0, after: 0 };
  const firstVisible = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const lastVisible = Math.ceil(Math.max(0, scrollTop + viewportHeight) / rowHeight);
  const start = Math.min(rowCount, Math.max(0, firstVisible - overscan));
  const end = Math.max(start, Math.min(rowCount, lastVisible + overscan));
  return { start, end, before: start * rowHeight, after: (rowCount - end) * rowHeight };
}

/**
 * The window widened to whole bound groups, whose merged cells need the group's first row:
 * `spans` are mergeBoundCells' row spans (0 for a row covered by the one above).
 */
export function alignToGroups(window: RowWindow, spans: readonly number[], rowHeight: number): RowWindow {
  let { start } = window;
  while (start > 0 && spans[start] === 0) start -= 1;
  return { ...window, start, before: start * rowHeight };
}

/** A merged cell's rowSpan within the window: a group cut by the window's end spans only its rendered rows. */
export function spanWithin(span: number, index: number, end: number): number {
  return Math.min(span, end - index);
}
