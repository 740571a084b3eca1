/**
 * An antibody's Research Resource Identifier (docs/product.md §2.6 "Cite this antibody"): the
 * Antibody Registry's 'AB_' and digits. Both programs read it with this one rule: the import
 * stores it without the 'RRID:' prefix, and the storefront prints only what passes it, so a
 * malformed value from any backend never reaches a citation. No zod: server pages import it.
 */
const ANTIBODY_RRID = /^AB_\d{1,10}$/;

/** 'AB_123', 'RRID:AB_123' or 'rrid: ab_123' → 'AB_123'; null when it is no antibody RRID. */
export function antibodyRrid(raw: string): string | null {
  const id = raw
    .trim()
    .replace(/^RRID:\s*/i, '')
    .toUpperCase();
  return ANTIBODY_RRID.test(id) ? id : null;
}
