/**
 * The goods page's citation filter without client script (docs/product.md §2.6 citations): one
 * radio per application, and CSS that hides the citations of the other applications while one
 * is checked. The rules are written per page because the applications vary per goods item.
 */

/** Application codes are dictionary codes (WB, IHC-P, Co-IP…); anything else is left out of the CSS. */
const SAFE_CODE = /^[A-Za-z0-9-]{1,32}$/;

/** The CSS rules that, inside the element with `sectionId`, show only the checked application's items. */
export function citationFilterCss(sectionId: string, codes: readonly string[]): string {
  return codes
    .filter((code) => SAFE_CODE.test(code))
    .map((code) => `#${sectionId}:has(input[value="${code}"]:checked) li[data-application]:not([data-application="${code}"]){display:none}`)
    .join('\n');
}
