/**
 * The one sanitiser of article bodies (docs/product.md §2.5): articles are stored as authored and
 * every body passes through here before it is rendered. A strict allow-list: text structure,
 * tables, images and links survive; scripts, handlers, styles, embedded documents, forms, SVG,
 * MathML and document-level tags never do. Links and images keep only http(s) or site-relative
 * addresses.
 */
import sanitizeHtml from 'sanitize-html';

/** The article's title is the page's h1, so the body's headings start at h2 unless told otherwise. */
const TOP_BODY_HEADING = 2;

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

/** Elements whose content is dropped with them, not kept as text. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'title',
  'xmp',
  'form',
  'button',
  'head',
];

const SAFE_SCHEMES = ['http', 'https'];

/** An address kept in an href or src: http(s) or a path on this site, never `//host`. */
function isSafeUrl(value: string): boolean {
  const url = value.trim();
  if (/^https?:\/\/[^/\\\s]/i.test(url)) return true;
  return /^\/(?![/\\])/.test(url) || /^#[\w-]*$/.test(url);
}

function isExternal(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}

/**
 * The heading level shift that puts the body's highest heading at h2, so a body written with h1
 * or h3 keeps a heading order under the page's title. Counting tags in the raw input is harmless:
 * it only chooses between heading names, which the allow-list then checks anyway.
 */
function headingMap(html: string, topHeading: number): Record<string, string> {
  const levels = [...html.matchAll(/<h([1-6])\b/gi)].map((match) => Number(match[1]));
  const top = levels.length ? Math.min(...levels) : topHeading;
  const shift = topHeading - top;
  return Object.fromEntries(HEADINGS.map((tag, index) => [tag, `h${Math.min(6, Math.max(topHeading, index + 1 + shift))}`]));
}

/**
 * The article body as HTML that is safe to render. `topHeading`: the level of the body's
 * highest heading (2 under the page's h1; 3 when the article sits in a section under an h2).
 */
export function sanitizeArticle(html: string, topHeading: 2 | 3 = TOP_BODY_HEADING): string {
  const headings = headingMap(html, topHeading);
  return sanitizeHtml(html, {
    allowedTags: [
      ...HEADINGS,
      'p',
      'br',
      'hr',
      'ul',
      'ol',
      'li',
      'table',
      'caption',
      'thead',
      'tbody',
      'tfoot',
      'tr',
      'th',
      'td',
      'img',
      'a',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'sub',
      'sup',
      'figure',
      'figcaption',
      'blockquote',
      'code',
      'pre',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height', 'title', 'loading', 'decoding'],
      th: ['colspan', 'rowspan', 'scope'],
      td: ['colspan', 'rowspan'],
      ol: ['start'],
    },
    allowedSchemes: SAFE_SCHEMES,
    allowedSchemesByTag: { img: SAFE_SCHEMES },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    allowedStyles: {},
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    allowVulnerableTags: false,
    transformTags: {
      ...Object.fromEntries(HEADINGS.map((tag) => [tag, (_name: string, attribs: sanitizeHtml.Attributes) => ({ tagName: headings[tag] ?? 'h2', attribs })])),
      a: (_name, attribs) => {
        const href = attribs.href ?? '';
        const kept: sanitizeHtml.Attributes = {};
        if (isSafeUrl(href)) {
          kept.href = href.trim();
          if (attribs.title) kept.title = attribs.title;
          // External links leave the shop: no referrer, no opener, no endorsement.
          if (isExternal(href)) Object.assign(kept, { rel: 'noopener noreferrer nofollow', target: '_blank' });
        }
        return { tagName: 'a', attribs: kept };
      },
      img: (_name, attribs) => {
        const src = attribs.src ?? '';
        const kept = Object.fromEntries(['alt', 'width', 'height', 'title'].flatMap((key) => (attribs[key] !== undefined ? [[key, attribs[key]]] : [])));
        return { tagName: 'img', attribs: { ...(isSafeUrl(src) ? { src: src.trim() } : {}), alt: '', ...kept, loading: 'lazy', decoding: 'async' } };
      },
    },
    // An image without a safe source shows nothing, so it goes.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}
