/**
 * Tolerant readers for the fields the supplier's backend sends as JSON strings
 * (goodsIdentity, imgContent, goodsCate, goodsCateName, pidsNames, preGoodsSkus). Each accepts
 * the JSON string, the already-parsed value, or garbage, and never throws: malformed input
 * reads as empty.
 */

/** Parsing stops after this many nested JSON strings (a doubly encoded field is seen in the wild). */
const MAX_DECODE_DEPTH = 2;

/**
 * The value with JSON strings decoded: a string holding JSON is parsed (a string that itself
 * decodes to JSON is parsed once more); any other value is returned as it is. Malformed JSON
 * gives undefined.
 */
export function parseJsonField(value: unknown): unknown {
  let current = value;
  for (let depth = 0; depth < MAX_DECODE_DEPTH && typeof current === 'string'; depth += 1) {
    const text = current.trim();
    if (text === '') return undefined;
    try {
      current = JSON.parse(text) as unknown;
    } catch {
      return depth === 0 ? undefined : current;
    }
  }
  return current;
}

/** The field as an array (decoded from JSON when needed), or [] when it is not one. */
export function parseJsonArray(value: unknown): readonly unknown[] {
  const parsed = parseJsonField(value);
  return Array.isArray(parsed) ? parsed : [];
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A trimmed non-empty string, a finite number as its string, or null. */
export function asText(value: unknown): string | null {
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' ? null : text;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A finite number from a number or a numeric string ('85', ' 12.5 '), or null. */
export function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(text)) return null;
    const number = Number(text);
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

/** An integer from a number or a numeric string, or null (1.5 is not an integer). */
export function asInteger(value: unknown): number | null {
  const number = asNumber(value);
  return number !== null && Number.isInteger(number) ? number : null;
}

/** A JSON string list (or an array) as its non-empty trimmed strings, in order. */
export function parseStringList(value: unknown): string[] {
  const list: string[] = [];
  for (const item of parseJsonArray(value)) {
    if (typeof item !== 'string') continue;
    const text = item.trim();
    if (text !== '') list.push(text);
  }
  return list;
}

/**
 * Category paths from goodsCate (`[["CP","CP001"],["CP","CP002"]]`, a flat `["CP","CP001"]`
 * for a single path, or the same as a JSON string). Codes may be strings or numbers; empty
 * paths are dropped.
 * @internal exported for its tests
 */
export function parseCategoryPaths(value: unknown): string[][] {
  const outer = parseJsonArray(value);
  if (outer.length > 0 && outer.every((item) => !Array.isArray(item))) {
    const single = textItems(outer);
    return single.length > 0 ? [single] : [];
  }
  const paths: string[][] = [];
  for (const item of outer) {
    if (!Array.isArray(item)) continue;
    const path = textItems(item);
    if (path.length > 0) paths.push(path);
  }
  return paths;
}

/** Every code of every goodsCate path, de-duplicated, in first-seen order. */
export function goodsCategoryCodes(goodsCate: unknown): string[] {
  return [...new Set(parseCategoryPaths(goodsCate).flat())];
}

/** A category's ancestors from `pids` ('CP,CP001' or an array), blanks dropped. */
export function parseIdList(value: unknown): string[] {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) return textItems(parseJsonArray(text));
    return text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
  }
  return Array.isArray(value) ? textItems(value) : [];
}

export interface NamedNode {
  id: string | null;
  name: string;
}

/**
 * pidsNames / goodsCateName: a JSON list of `{ id, name }` objects, of plain names, or of
 * lists of names (one per category path; the first path is used). Entries without a name are
 * dropped.
 */
export function parseNamedPath(value: unknown): NamedNode[] {
  let list = parseJsonArray(value);
  const first = list[0];
  if (Array.isArray(first)) list = first;
  const nodes: NamedNode[] = [];
  for (const item of list) {
    if (isRecord(item)) {
      const name = asText(item.name) ?? asText(item.dictValue);
      if (name !== null) nodes.push({ id: asText(item.id), name });
    } else {
      const name = asText(item);
      if (name !== null) nodes.push({ id: null, name });
    }
  }
  return nodes;
}

function textItems(list: readonly unknown[]): string[] {
  const items: string[] = [];
  for (const item of list) {
    const text = asText(item);
    if (text !== null) items.push(text);
  }
  return items;
}
