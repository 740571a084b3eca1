/**
 * The antibody properties a goods item carries in its `labels`, one code per property, each
 * property a dictionary type of sys_dicts whose codes are the label codes (docs/product.md §2.4
 * item 3, §3.1). The finder counts and filters each as its own group, and the goods import takes
 * one column per type, named the same.
 */
export const ANTIBODY_LABEL_TYPES = ['host', 'clonality', 'conjugate', 'isotype'] as const;
export type AntibodyLabelType = (typeof ANTIBODY_LABEL_TYPES)[number];
