/** Plain text from an article for meta descriptions and structured data (docs/product.md §2.5). */
import { metaDescription } from '@/lib/structured-data';

/**
 * The body's text without markup, entities for the common characters decoded, whitespace collapsed
 * (an article's, and a goods item's description in the merchant feed).
 */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The summary, else the start of the body, as a meta description. */
export function articleDescription(article: { summary: string | null; content: string }): string {
  return metaDescription([article.summary, plainText(article.content)]);
}
