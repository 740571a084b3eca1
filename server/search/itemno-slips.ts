/**
 * Cat. No. slips (docs/product.md §5): a term that looks like a Cat. No. but is none may be one
 * keystroke from one: a character changed, dropped, doubled or inserted, or two neighbours
 * swapped. Buyers copy Cat. Nos. from printed labels and PDFs, where O and 0, I, l and 1 look
 * alike, so those changes are the likeliest slips.
 *
 * Every Cat. No. one edit away is spelled out here and looked up exactly on the Cat. No. index,
 * a few hundred probes of one index instead of a similarity scan of the catalogue.
 */

/** What Cat. Nos. are made of, lower case (AB10031R, AB10031R-100UL). */
const ITEMNO_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789-';
const ITEMNO_LIKE = /^[a-z][a-z0-9-]{3,23}$/;
const MIN_DIGITS = 3;

/** Characters that look alike on a label, each with its look-alikes. */
const LOOK_ALIKES: Record<string, string> = { o: '0', '0': 'o', i: '1l', l: '1i', '1': 'il' };

/** Whether a normalised term looks like a Cat. No.: a letter first, letters, digits and dashes, at least three digits. */
export function looksLikeItemno(term: string): boolean {
  return ITEMNO_LIKE.test(term) && (term.match(/\d/g)?.length ?? 0) >= MIN_DIGITS;
}

/** Every string one edit from `term` (changed, dropped, inserted character; neighbours swapped), without `term` itself. */
export function oneEditAway(term: string): string[] {
  const chars = [...term];
  const found = new Set<string>();
  for (let i = 0; i <= chars.length; i += 1) {
    const head = chars.slice(0, i).join('');
    const tail = chars.slice(i).join('');
    for (const char of ITEMNO_CHARACTERS) found.add(`${head}${char}${tail}`);
    if (i < chars.length) {
      found.add(`${head}${chars.slice(i + 1).join('')}`);
      for (const char of ITEMNO_CHARACTERS) found.add(`${head}${char}${chars.slice(i + 1).join('')}`);
    }
    if (i + 1 < chars.length) found.add(`${head}${chars[i + 1]}${chars[i]}${chars.slice(i + 2).join('')}`);
  }
  found.delete(term);
  return [...found];
}

/**
 * How likely `candidate` is what was meant by `typed`, one edit apart: lower is likelier.
 * 0 a look-alike changed (O/0, I/1) · 1 neighbours swapped · 2 a character dropped or doubled ·
 * 3 any other change · 4 any other insertion.
 * @internal exported for its tests
 */
export function slipRank(typed: string, candidate: string): number {
  if (typed.length === candidate.length) {
    const at = [...typed].findIndex((char, i) => char !== candidate[i]);
    const meant = candidate[at] ?? '';
    if (typed[at + 1] !== undefined && typed[at + 1] === meant && candidate[at + 1] === typed[at]) return 1;
    return LOOK_ALIKES[typed[at] ?? '']?.includes(meant) ? 0 : 3;
  }
  // A dropped character: the candidate holds one more. Doubling one that is already doubled is as likely.
  const [longer, shorter] = candidate.length > typed.length ? [candidate, typed] : [typed, candidate];
  const at = [...longer].findIndex((char, i) => char !== shorter[i]);
  // Past the shorter one's end the lengths differ, so `at` always finds the extra character.
  const extra = longer[at];
  const doubled = extra !== undefined && (longer[at - 1] === extra || longer[at + 1] === extra);
  return candidate.length > typed.length || doubled ? 2 : 4;
}

/** The likeliest of the Cat. Nos. found one edit from `typed` (then the first in Cat. No. order); null when none. */
export function likeliestItemno(typed: string, found: readonly string[]): string | null {
  const ranked = [...found].sort((a, b) => slipRank(typed, a.toLowerCase()) - slipRank(typed, b.toLowerCase()) || (a < b ? -1 : a > b ? 1 : 0));
  return ranked[0] ?? null;
}
