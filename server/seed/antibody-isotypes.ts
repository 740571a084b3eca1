/**
 * Antibody isotypes and the "unconjugated" conjugate code: dictionary rows the shared vocabulary
 * does not hold (docs/product.md §2.4 item 3). An isotype follows from how an antibody was made:
 * polyclonal sera are IgG (IgY from chicken), a rabbit recombinant monoclonal is IgG, and mouse
 * and rat hybridomas make IgG subclasses or IgM in roughly the shares suppliers' catalogues show.
 */
import type { Random } from './random';
import type { Term } from './vocabulary';

export const isotypes: readonly Term[] = [
  { id: 'IgG', en: 'IgG', zh: 'IgG' },
  { id: 'IgG1', en: 'IgG1', zh: 'IgG1' },
  { id: 'IgG2a', en: 'IgG2a', zh: 'IgG2a' },
  { id: 'IgG2b', en: 'IgG2b', zh: 'IgG2b' },
  { id: 'IgG3', en: 'IgG3', zh: 'IgG3' },
  { id: 'IgM', en: 'IgM', zh: 'IgM' },
  { id: 'IgY', en: 'IgY', zh: 'IgY' },
];

/** A primary antibody without a label: what buyers tick to leave conjugated ones out. */
export const unconjugated: Term = { id: 'unconjugated', en: 'Unconjugated', zh: '未标记' };

const hybridoma: Record<string, [string, number][]> = {
  mouse: [
    ['IgG1', 55],
    ['IgG2a', 20],
    ['IgG2b', 15],
    ['IgG3', 3],
    ['IgM', 7],
  ],
  rat: [
    ['IgG1', 35],
    ['IgG2a', 35],
    ['IgG2b', 25],
    ['IgM', 5],
  ],
};

/**
 * The isotype of an antibody of this clonality raised in this host. `random` must be a stream of
 * its own (createRandom('goods:…:isotype')), so drawing isotypes shifts no other seeded value.
 */
export function isotypeOf(random: Random, clonality: string, host: string): string {
  if (clonality === 'polyclonal') return host === 'chicken' ? 'IgY' : 'IgG';
  const odds = hybridoma[host];
  return odds ? random.weighted(odds) : 'IgG';
}
