/**
 * How search text is normalised and cut into what the indexes hold, for goods and for search
 * terms alike: both sides must be cut the same way or a term misses its own goods.
 *
 * Normalised text is NFKC (full-width letters and brackets become ASCII) and lower case.
 * Chinese (Han) runs are indexed as single characters and overlapping bigrams, because a
 * trigram index cannot serve two-character terms such as 抗体; every other letter or digit
 * run is a word.
 */

const HAN_RUN = /\p{Script=Han}+/gu;
const WORD = /[\p{L}\p{N}]+/gu;

/** Words this short are stored as tokens: a trigram index cannot find them. */
export const SHORT_WORD_MAX = 2;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Text as people read it: NFKC, white-space runs as one space, trimmed, letter case kept ('GAPDH'). */
export function displayText(text: string | null | undefined): string {
  const value = text ?? '';
  // Most Latin text is plain ASCII, which NFKC leaves as it is (and NFKC is the costly step of a re-index).
  const folded = PRINTABLE_ASCII.test(value) ? value : value.normalize('NFKC');
  return folded.replace(/\s+/g, ' ').trim();
}

/** The key text is compared by: its display form in lower case ('gapdh'). */
export function normaliseText(text: string | null | undefined): string {
  return displayText(text).toLowerCase();
}

/** The Han runs of normalised text. */
export function hanRuns(text: string): string[] {
  return text.match(HAN_RUN) ?? [];
}

/** Normalised text with its Han runs taken out (what the trigram index sees). */
export function withoutHan(text: string): string {
  return text.replace(HAN_RUN, ' ').replace(/\s+/g, ' ').trim();
}

/** The letter-or-digit words of normalised text that are not Chinese. */
export function latinWords(text: string): string[] {
  return text.replace(HAN_RUN, ' ').match(WORD) ?? [];
}

/** Bigrams of a Han run, or the character itself when the run has one character. */
export function hanGrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  return chars.slice(1).map((char, i) => `${chars[i]}${char}`);
}

/** Every Han character and bigram of normalised text (a goods item's tokens). */
export function hanTokens(text: string): string[] {
  const tokens = new Set<string>();
  for (const run of hanRuns(text)) {
    for (const char of run) tokens.add(char);
    for (const gram of hanGrams(run)) tokens.add(gram);
  }
  return [...tokens];
}

/** Words a typo may be corrected to: at least four characters, three of them letters (not a clone or lot code). */
export function isDictionaryWord(word: string): boolean {
  if (word.length < 4 || word.length > 40) return false;
  let letters = 0;
  for (const char of word) if (char < '0' || char > '9') letters += 1;
  // Words are letters and digits only, so whatever is not a digit is a letter.
  return letters >= 3;
}

export function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}
