/**
 * The "Cite this antibody" line of an antibody's goods page (docs/product.md §2.6): the tokens
 * journals ask for, the Cat. No. as `Cat# AB10001M` and the RRID as `RRID:AB_…`; the page's
 * messages set them in a sentence of its language. No lot: the goods page knows none (a buyer's
 * lot is on their delivery and its certificate, §2.7).
 */

export interface AntibodyCitation {
  catNo: string;
  /** Null when the item has no RRID: the line then names the Cat. No. alone. */
  rrid: string | null;
}

/** The tokens of the line, from the Cat. No. and an RRID already read by contract/rrid.ts (without its prefix). */
export function antibodyCitation(itemno: string, rrid: string | null): AntibodyCitation {
  return { catNo: `Cat# ${itemno}`, rrid: rrid ? `RRID:${rrid}` : null };
}
