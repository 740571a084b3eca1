/**
 * The HTML content-model rule the Nu checker reports most: a block of flow content (a heading, a
 * paragraph, a list, a div) inside an element that holds phrasing content only (a span, a label, a
 * button, a heading, a paragraph…). Component tests run it on rendered markup so a card never ships
 * `<span><h3>` again (docs/product.md: every page passes the Nu HTML checker).
 */
const FLOW_ONLY = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DIV',
  'DL',
  'FIELDSET',
  'FIGURE',
  'FOOTER',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'UL',
]);
const PHRASING_ONLY = new Set([
  'ABBR',
  'B',
  'BUTTON',
  'CITE',
  'CODE',
  'EM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'I',
  'LABEL',
  'P',
  'SMALL',
  'SPAN',
  'STRONG',
  'SUB',
  'SUP',
  'TIME',
]);

/** Each flow-only element held by a phrasing-only ancestor, as 'span > h3'. */
export function flowInsidePhrasing(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (!FLOW_ONLY.has(element.tagName)) continue;
    for (let parent = element.parentElement; parent && parent !== root.parentElement; parent = parent.parentElement) {
      if (PHRASING_ONLY.has(parent.tagName)) {
        found.push(`${parent.tagName.toLowerCase()} > ${element.tagName.toLowerCase()}`);
        break;
      }
    }
  }
  return found;
}
