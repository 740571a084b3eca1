/**
 * The "Cite this antibody" line (docs/product.md §2.6): the tokens journals ask for, the Cat. No.
 * as `Cat# AB10001M`, the lot as `Lot# AB10001-2406A` and the RRID as `RRID:AB_…`; the page's
 * messages set them in a sentence of its language (citationMessage). The goods page knows no lot;
 * a delivered order line does (its lot is on the delivery and its certificate, §2.7).
 */

export interface AntibodyCitation {
  catNo: string;
  /** Null where the lot is not known: the goods page, a line not yet delivered. */
  lot: string | null;
  /** Null when the item has no RRID: the line then names the Cat. No. (and lot) alone. */
  rrid: string | null;
}

/** The tokens of the line, from the Cat. No., an RRID already read by contract/rrid.ts (without its prefix) and the lot where known. */
export function antibodyCitation(itemno: string, rrid: string | null, lot: string | null = null): AntibodyCitation {
  return { catNo: `Cat# ${itemno}`, lot: lot ? `Lot# ${lot}` : null, rrid: rrid ? `RRID:${rrid}` : null };
}

/** Which `evidence` message sets these tokens: one per combination, so each language orders and punctuates its own. */
export function citationMessage(citation: AntibodyCitation): 'citeLine' | 'citeLineRrid' | 'citeLineLot' | 'citeLineLotRrid' {
  if (citation.lot) return citation.rrid ? 'citeLineLotRrid' : 'citeLineLot';
  return citation.rrid ? 'citeLineRrid' : 'citeLine';
}

/** The tokens as message values: a token the chosen message leaves out is never read. */
export function citationValues(citation: AntibodyCitation): Record<keyof AntibodyCitation, string> {
  return { catNo: citation.catNo, lot: citation.lot ?? '', rrid: citation.rrid ?? '' };
}
