/**
 * The SVG plumbing every drawing of the demo imagery shares (docs/product.md §2.6): the font, text
 * escaping, the document wrapper and the glass gradient. Product shots, validation figures and
 * banners each draw in their own module and meet only here.
 */

export const FONT = 'font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"';

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A whole SVG document of the given size around `body`. */
export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** The glass of vials, bottles and tubes: a pale, lit-from-the-left gradient (id "glass"). */
export const GLASS_GRADIENT = `<linearGradient id="glass" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#dfe6ea"/><stop offset=".35" stop-color="#ffffff"/><stop offset="1" stop-color="#cfd8dc"/></linearGradient>`;
