/**
 * The compare list's rules (docs/product.md §2.12): which goods a /compare?ids=… address names, the
 * address of a list, and adding to or removing from a list of at most COMPARE_MAX goods. Pure, so
 * the page, the toggle island and the device list share them.
 */
import { COMPARE_MAX } from '@/contract/compare-rules';

/** What a compare address asks for: the goods ids in its order, and what was wrong with it. */
export interface CompareIdsReading {
  ids: number[];
  /** tooMany: more than COMPARE_MAX ids (the first ones are kept); malformed: a piece is no goods id (none kept). */
  problem: 'tooMany' | 'malformed' | null;
}

const GOODS_ID = /^[1-9]\d{0,14}$/;

/** Reads `ids` as the address carries it: a comma list, given once or more; repeats count once. */
export function readCompareIds(raw: string | readonly string[] | undefined): CompareIdsReading {
  const text = typeof raw === 'string' ? raw : (raw ?? []).join(',');
  const pieces = text
    .split(',')
    .map((piece) => piece.trim())
    .filter(Boolean);
  if (pieces.some((piece) => !GOODS_ID.test(piece))) return { ids: [], problem: 'malformed' };
  const ids = [...new Set(pieces.map(Number))];
  return ids.length > COMPARE_MAX ? { ids: ids.slice(0, COMPARE_MAX), problem: 'tooMany' } : { ids, problem: null };
}

/** The compare page of these goods (locale-free); the bare page when there are none. */
export function compareHref(ids: readonly number[]): string {
  return ids.length ? `/compare?ids=${ids.join(',')}` : '/compare';
}

/** The list with `id` added last, or refused when it already holds COMPARE_MAX others. */
export function withCompared(ids: readonly number[], id: number): { ids: number[]; refused: boolean } {
  if (ids.includes(id)) return { ids: [...ids], refused: false };
  if (ids.length >= COMPARE_MAX) return { ids: [...ids], refused: true };
  return { ids: [...ids, id], refused: false };
}

export function withoutCompared(ids: readonly number[], id: number): number[] {
  return ids.filter((listed) => listed !== id);
}

/** A stored list as the device keeps it: goods ids, repeats and anything else dropped, at most COMPARE_MAX. */
export function toCompareIds(entries: readonly unknown[]): number[] {
  const ids = entries.filter((entry): entry is number => typeof entry === 'number' && Number.isSafeInteger(entry) && entry > 0);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}
