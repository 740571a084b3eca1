/**
 * A SKU size as the search facets name it (docs/product.md §5): its English description made a
 * code, so '100 µL', '100 µl' and '100 ul' are one size; a decimal point becomes '_' ('0_5-mg'),
 * so the code is one of the codes a search-result segment holds (lib/catalogue/query-segment.ts).
 */
export function sizeCode(description: string): string {
  return description
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[µμ]/g, 'u')
    .replace(/(\d)\.(\d)/g, '$1_$2')
    .replace(/[^a-z0-9_]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
}
