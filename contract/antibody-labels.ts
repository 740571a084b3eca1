/**
 * The antibody properties a goods item carries in its `labels`, one code per property, each
 * property a dictionary type of sys_dicts whose codes are the label codes (docs/product.md §2.4
 * item 3, §3.1). The finder counts and filters each as its own group, and the goods import takes
 * one column per type, named the same.
 */
export const ANTIBODY_LABEL_TYPES = ['host', 'clonality', 'conjugate', 'isotype'] as const;
export type AntibodyLabelType = (typeof ANTIBODY_LABEL_TYPES)[number];

/** A dictionary row of one label type: its code and its names in each language. */
export interface LabelEntry {
  type: AntibodyLabelType;
  code: string;
  names: readonly string[];
}

const folded = (text: string) => text.trim().toLocaleLowerCase('en');

/**
 * The code a supplier's cell names: the code itself or one of its names, in any case
 * ('Rabbit', 'igg1', '兔'); null when the dictionary of that type has no such entry.
 */
export function labelCode(entries: readonly LabelEntry[], type: AntibodyLabelType, cell: string): string | null {
  const wanted = folded(cell);
  const entry = entries.find((each) => each.type === type && [each.code, ...each.names].some((name) => folded(name) === wanted));
  return entry?.code ?? null;
}

/**
 * Stored labels with the given types' codes replaced by the new ones: an antibody has one host,
 * one clonality, one conjugate and one isotype, and every other label is kept as it is.
 */
export function replaceLabels(
  stored: readonly string[],
  given: Partial<Record<AntibodyLabelType, string>>,
  typeOf: (code: string) => AntibodyLabelType | undefined,
): string[] {
  const replaced = new Set(Object.keys(given));
  const kept = stored.filter((code) => {
    const type = typeOf(code);
    return type === undefined || !replaced.has(type);
  });
  const added = ANTIBODY_LABEL_TYPES.flatMap((type) => {
    const code = given[type];
    return code === undefined || kept.includes(code) ? [] : [code];
  });
  return [...kept, ...added];
}
