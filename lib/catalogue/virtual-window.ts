/**
 * Bound goods in long, windowed goods tables (docs/architecture.md §4): @tanstack/react-virtual
 * chooses the rows near the viewport; these rules keep a bound group's merged cells whole.
 */
import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';

/**
 * The rows to render, widened back to the first row of a bound group the window cuts, whose
 * merged cells it carries. `spans` are mergeBoundCells' row spans (0 for a row covered by the one above).
 */
export function groupAlignedRows(range: Range, spans: readonly number[]): number[] {
  const rows = defaultRangeExtractor(range);
  const leading: number[] = [];
  for (let row = rows[0] ?? 0; row > 0 && spans[row] === 0; row -= 1) leading.unshift(row - 1);
  return [...leading, ...rows];
}

/** A merged cell's rowSpan within the window: a group cut by the window's end spans only its rendered rows. */
export function spanWithin(span: number, index: number, end: number): number {
  return Math.min(span, end - index);
}
