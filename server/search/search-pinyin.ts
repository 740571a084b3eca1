/**
 * Pinyin of Chinese goods titles (docs/product.md §5): a buyer who types Latin letters finds
 * 抗体 as 'kangti', 'kang ti' or 'kt'.
 *
 * The forms are stored in goods_search in UPPER case, beside the normalised (lower-case) text:
 * full pinyin of each Han run as a word of search_text ('DANKELONGKANGTI'), and initials as
 * search_tokens ('KT'). LIKE and array containment are case-sensitive, so a direct search never
 * meets them ('long' does not find every 单克隆 antibody), while the trigram index, which folds
 * case, serves the pinyin look-ups too: no extra index or column.
 *
 * Chinese has no spaces and the catalogue no word list, so the "words" whose initials count are
 * the ones the index already treats as units: every two- and three-character window of a Han
 * run (抗体 → KT, 单克隆 → DKL) and the whole run (单克隆抗体 → DKLKT). Initials are matched whole,
 * never as a substring of a longer run's initials.
 */
import { pinyin } from 'pinyin-pro';
import { hanRuns } from './search-text';

/** Windows of a run whose initials are kept, besides the whole run. */
const INITIALS_WINDOWS = [2, 3];
/** Full pinyin this short would be found through the trigram index only with noise; initials cover it. */
export const PINYIN_TRIGRAM_MIN = 3;

const LETTERS = /^[a-z]+$/;

export interface PinyinForms {
  /** Full toneless pinyin of each Han run, upper case ('DANKELONGKANGTI'), for search_text. */
  words: string[];
  /** Initials of the runs and of their two- and three-character windows, upper case ('KT'), for search_tokens. */
  tokens: string[];
}

/**
 * Runs already read: a catalogue repeats a few hundred runs (兔抗, 单克隆抗体) across its titles,
 * and reading them again would be most of a re-index's pinyin time. Bounded, for an import of
 * unusual titles.
 */
const readRuns = new Map<string, string[][]>();
const MAX_READ_RUNS = 20_000;

/**
 * Toneless syllables of a Han run, ü written v (as buyers type it: 绿 → lv). A character
 * pinyin-pro cannot read splits the run, so no form spans it.
 */
function syllableRuns(run: string): string[][] {
  const known = readRuns.get(run);
  if (known) return known;
  const read = readSyllableRuns(run);
  if (readRuns.size >= MAX_READ_RUNS) readRuns.clear();
  readRuns.set(run, read);
  return read;
}

function readSyllableRuns(run: string): string[][] {
  const runs: string[][] = [[]];
  for (const syllable of pinyin(run, { toneType: 'none', type: 'array', v: true })) {
    const letters = syllable.toLowerCase();
    if (LETTERS.test(letters)) runs.at(-1)?.push(letters);
    else runs.push([]);
  }
  return runs.filter((syllables) => syllables.length > 0);
}

/** The pinyin forms of normalised text (a goods item's Chinese title). */
export function pinyinForms(text: string): PinyinForms {
  const words = new Set<string>();
  const tokens = new Set<string>();
  for (const syllables of hanRuns(text).flatMap(syllableRuns)) {
    words.add(syllables.join('').toUpperCase());
    const initials = syllables.map((syllable) => syllable[0]?.toUpperCase() ?? '');
    if (initials.length > 1) tokens.add(initials.join(''));
    for (const size of INITIALS_WINDOWS) {
      for (let start = 0; start + size <= initials.length; start += 1) tokens.add(initials.slice(start, start + size).join(''));
    }
  }
  return { words: [...words], tokens: [...tokens] };
}

/**
 * What a typed word is looked up as in the pinyin forms: letters only (no digits, no Chinese),
 * at least two of them. Answers the upper-case key, or null when the word cannot be pinyin.
 */
export function pinyinKey(word: string): string | null {
  return word.length >= 2 && LETTERS.test(word) ? word.toUpperCase() : null;
}
