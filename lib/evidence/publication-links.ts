/**
 * Where a citation's identifier is looked up (docs/product.md §2.6 citations): a PMID on PubMed.
 * Only a well-formed identifier becomes a link; anything else stays text, so a malformed value in
 * the data can never turn into a link to some other page.
 */

/** A PubMed id: a positive whole number, no leading zero (PubMed's ids have at most 8 digits today). */
const PMID = /^[1-9][0-9]{0,8}$/;

/** The PubMed page of a PMID, or null when the value is not a PMID. */
export function pubmedHref(pmid: string): string | null {
  const id = pmid.trim();
  return PMID.test(id) ? `https://pubmed.ncbi.nlm.nih.gov/${id}/` : null;
}
