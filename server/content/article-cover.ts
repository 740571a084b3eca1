/**
 * Article thumbnails (docs/product.md §2.5): the demo articles' covers, /files/articles/<name>.svg,
 * are drawn from the article itself — its title on its category's colour, the category's name and a
 * picture of what the category is (news, an event, a catalogue, a protocol, a guide). The Chinese
 * pages ask for <name>.zh.svg, which carries the Chinese title. An uploaded file of the same name wins.
 * SVG, so the browser sets the text in the visitor's own fonts (Chinese included) at any size.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { articles, categories } from '../db/schema';
import { pick, type Lang } from '../http/locale';
import { ARTICLE_ROOTS } from '../../contract/articles';
import { CATEGORY } from '../../contract/categories';
import { SUPPLIER_NAME } from '../supplier';

const PUBLISHED = 1;
const COVER = /^articles\/([A-Za-z0-9_-]+?)(\.zh)?\.svg$/;
const COVER_WIDTH = 600;
const COVER_HEIGHT = 400;

type Motif = 'news' | 'event' | 'catalogue' | 'protocol' | 'guide';

/** Each content root's colours (from, to of the gradient) and picture. */
const ROOTS: Record<(typeof ARTICLE_ROOTS)[number], { from: string; to: string; motif: Motif }> = {
  [CATEGORY.NEWS]: { from: '#0b5394', to: '#073763', motif: 'news' },
  [CATEGORY.EVENTS]: { from: '#b45f06', to: '#783f04', motif: 'event' },
  [CATEGORY.CATALOGUES]: { from: '#134f5c', to: '#0c343d', motif: 'catalogue' },
  [CATEGORY.EXPERIMENTAL_PLANS]: { from: '#38761d', to: '#274e13', motif: 'protocol' },
  [CATEGORY.LEARNING_SUPPORT]: { from: '#674ea7', to: '#351c75', motif: 'guide' },
  [CATEGORY.DOUBLE_ELEVEN]: { from: '#990000', to: '#660000', motif: 'event' },
};

/**
 * The colours and picture of a category: its content root's (the longest root code it starts with).
 * @internal exported for its tests
 */
export function coverStyle(categoryId: string): { from: string; to: string; motif: Motif } {
  const root = [...ARTICLE_ROOTS].sort((a, b) => b.length - a.length).find((code) => categoryId.startsWith(code));
  return root ? ROOTS[root] : ROOTS[CATEGORY.NEWS];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Width of a character in ems: CJK and full-width forms are square, Latin about half as wide. */
function ems(ch: string): number {
  if (/[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/.test(ch)) return 1;
  if (/[A-Z0-9MW]/.test(ch)) return 0.66;
  if (/[il.,:;'|!() ]/.test(ch)) return 0.3;
  return 0.55;
}

const widthOf = (text: string) => [...text].reduce((sum, ch) => sum + ems(ch), 0);

/**
 * A title in lines of at most `maxEms` ems, at most `maxLines` of them, the last one ellipsed when
 * the title is longer. Latin text breaks between words; Chinese between any two characters.
 * @internal exported for its tests
 */
export function wrapTitle(title: string, maxEms: number, maxLines: number): string[] {
  // Tokens: a run of Latin letters and digits (a word) with its trailing space, or one other character.
  const tokens = title.trim().match(/[A-Za-z0-9\u00c0-\u024f'’.,:;!?()\-–/+%]+\s*|\s+|./gu) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (line && widthOf((line + token).trimEnd()) > maxEms) {
      lines.push(line.trimEnd());
      line = token.trimStart();
    } else line += token;
    // A single word longer than a line is cut where it overflows.
    while (widthOf(line.trimEnd()) > maxEms) {
      let cut = line.length - 1;
      while (cut > 1 && widthOf(line.slice(0, cut)) > maxEms) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && widthOf(`${last}…`) > maxEms) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

/** The category's picture, white, drawn in a 200×200 box. */
function motif(kind: Motif): string {
  switch (kind) {
    case 'news':
      return (
        '<rect x="20" y="30" width="160" height="140" rx="10" fill="none" stroke="#fff" stroke-width="8"/>' +
        '<rect x="40" y="52" width="120" height="22" fill="#fff"/>' +
        [92, 112, 132, 152].map((y) => `<rect x="40" y="${y}" width="${y % 40 === 12 ? 52 : 120}" height="8" rx="4" fill="#fff"/>`).join('') +
        '<rect x="104" y="92" width="56" height="48" rx="4" fill="#fff" opacity=".6"/>'
      );
    case 'event':
      return (
        '<rect x="24" y="40" width="152" height="136" rx="12" fill="none" stroke="#fff" stroke-width="8"/>' +
        '<rect x="24" y="40" width="152" height="34" rx="10" fill="#fff"/>' +
        '<rect x="58" y="22" width="10" height="34" rx="5" fill="#fff"/><rect x="132" y="22" width="10" height="34" rx="5" fill="#fff"/>' +
        '<path d="M100 92 l12 24 26 4 -19 18 5 26 -24 -12 -24 12 5 -26 -19 -18 26 -4z" fill="#fff"/>'
      );
    case 'catalogue':
      return (
        [0, 1, 2].map((i) => `<rect x="${40 + i * 18}" y="${30 + i * 14}" width="110" height="140" rx="8" fill="#fff" opacity="${0.35 + i * 0.3}"/>`).join('') +
        '<rect x="92" y="92" width="60" height="8" rx="4" fill="#0c343d"/><rect x="92" y="110" width="44" height="8" rx="4" fill="#0c343d"/>'
      );
    case 'protocol':
      return (
        '<path d="M80 24 h40 v12 h-6 v46 l46 78 a12 12 0 0 1 -10 18 h-100 a12 12 0 0 1 -10 -18 l46 -78 v-46 h-6z" fill="none" stroke="#fff" stroke-width="8" stroke-linejoin="round"/>' +
        '<path d="M62 128 h76 l22 38 a6 6 0 0 1 -5 9 h-110 a6 6 0 0 1 -5 -9z" fill="#fff" opacity=".7"/>' +
        '<circle cx="92" cy="150" r="7" fill="#274e13"/><circle cx="114" cy="140" r="5" fill="#274e13"/>'
      );
    case 'guide':
      return (
        '<path d="M100 60 C70 40 40 40 16 48 v112 c24 -8 54 -8 84 12 c30 -20 60 -20 84 -12 v-112 c-24 -8 -54 -8 -84 12z" fill="none" stroke="#fff" stroke-width="8" stroke-linejoin="round"/>' +
        '<path d="M100 60 v110" stroke="#fff" stroke-width="6"/>' +
        [78, 98, 118]
          .map(
            (y) => `<path d="M34 ${y} c18 -5 36 -5 50 2 M116 ${y + 2} c14 -7 32 -7 50 -2" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>`,
          )
          .join('')
      );
  }
}

interface CoverSource {
  title: string;
  categoryId: string;
  categoryName: string;
}

/**
 * The cover of an article: its title over its category's colour, with the category's name and picture.
 * @internal exported for its tests
 */
export function articleCoverSvg(article: CoverSource): string {
  const style = coverStyle(article.categoryId);
  const fontSize = 38;
  const lines = wrapTitle(article.title, 340 / fontSize, 4);
  const lineHeight = fontSize * 1.25;
  const top = 232 - ((lines.length - 1) * lineHeight) / 2;
  const font = 'font-family="Helvetica Neue, Arial, PingFang SC, Hiragino Sans GB, Microsoft YaHei, Noto Sans CJK SC, sans-serif"';
  const title = lines
    .map(
      (line, i) =>
        `<text x="40" y="${(top + i * lineHeight).toFixed(1)}" ${font} font-size="${fontSize}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const label = escapeXml(article.categoryName);
  const labelWidth = Math.round(widthOf(article.categoryName) * 18 + 32);
  const rings = [0, 1, 2, 3]
    .map((i) => `<circle cx="520" cy="70" r="${60 + i * 46}" fill="none" stroke="#fff" stroke-opacity=".07" stroke-width="14"/>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" role="img" aria-label="${escapeXml(article.title)}">` +
    `<defs><linearGradient id="cover" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${style.from}"/><stop offset="1" stop-color="${style.to}"/></linearGradient></defs>` +
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#cover)"/>${rings}` +
    `<g transform="translate(410 120)" opacity=".28">${motif(style.motif)}</g>` +
    `<rect x="40" y="36" width="${labelWidth}" height="36" rx="18" fill="#fff" fill-opacity=".18"/>` +
    `<text x="56" y="61" ${font} font-size="18" font-weight="700" fill="#fff">${label}</text>` +
    title +
    `<rect x="40" y="344" width="48" height="4" fill="#fff" opacity=".8"/>` +
    `<text x="40" y="372" ${font} font-size="16" fill="#fff" opacity=".85">${escapeXml(SUPPLIER_NAME.en)}</text>` +
    '</svg>'
  );
}

/** The address of an article's cover in a language: our own covers have a Chinese edition, others are as stored. */
export function localisedCover(cover: string | null, lang: Lang): string | null {
  if (!cover || lang !== 'zh') return cover;
  const own = cover.match(/^\/files\/articles\/([A-Za-z0-9_-]+)\.svg$/);
  return own ? `/files/articles/${own[1]}.zh.svg` : cover;
}

/** The cover a /files/ path names (articles/<name>.svg or .zh.svg) of a published article; null otherwise. */
export async function articleCover(db: Db, relative: string): Promise<string | null> {
  const match = relative.match(COVER);
  if (!match?.[1]) return null;
  const lang: Lang = match[2] ? 'zh' : 'en';
  const [row] = await db
    .select({
      titleEn: articles.titleEn,
      titleZh: articles.titleZh,
      categoryId: articles.categoryId,
      nameEn: categories.dictValueEn,
      nameZh: categories.dictValueZh,
    })
    .from(articles)
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .where(and(eq(articles.cover, `/files/articles/${match[1]}.svg`), eq(articles.status, PUBLISHED)))
    .limit(1);
  if (!row) return null;
  return articleCoverSvg({ title: pick(lang, row.titleEn, row.titleZh), categoryId: row.categoryId, categoryName: pick(lang, row.nameEn, row.nameZh) });
}
