/**
 * The free-trial rules (docs/product.md §2.10) as plain TypeScript, with no zod, so the
 * application form (an island) and the API check the same numbers and words.
 */

/** One application per customer per this many days. */
export const TRIAL_INTERVAL_DAYS = 3;
/** Samples (goods items) one application may ask for. */
export const TRIAL_MAX_SAMPLES = 3;
/** The trial lasts this many days from the application. */
const TRIAL_DAYS = 14;
/** The remark is at most this many words. */
export const TRIAL_REMARK_MAX_WORDS = 125;
/** Free-text fields of the form (institution, laboratory, consignee, address). */
export const TRIAL_TEXT_MAX = 200;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The earliest moment the customer may apply again after an application made at `appliedAt`. */
export const nextTrialAllowedAt = (appliedAt: Date): Date => new Date(appliedAt.getTime() + TRIAL_INTERVAL_DAYS * DAY_MS);

/**
 * When the customer may apply again, given their applications newest first (rejected ones do not
 * count, as the API judges), or null when they may apply now: the application form says so as it
 * opens rather than after it is filled in (docs/product.md §2.10).
 */
export function nextTrialApplicationAt(applications: readonly { status: string; appliedAt: string }[], now: Date): Date | null {
  const latest = applications.find((application) => application.status !== 'rejected');
  if (!latest) return null;
  const next = nextTrialAllowedAt(new Date(latest.appliedAt));
  return next.getTime() > now.getTime() ? next : null;
}

/** The trial's last day: two weeks after the application. */
export const trialEndsAt = (appliedAt: Date): Date => new Date(appliedAt.getTime() + TRIAL_DAYS * DAY_MS);

/** Han, Hiragana, Katakana and Hangul characters: each one counts as a word, as these scripts write no spaces. */
const IDEOGRAPH = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/**
 * Words of a remark: runs of letters or digits separated by anything else ("cell-line" is two,
 * "don't" two), and every ideograph on its own, so a Chinese remark of 125 characters is 125 words.
 */
export function countWords(text: string): number {
  const normalised = text.normalize('NFKC');
  const ideographs = normalised.match(IDEOGRAPH)?.length ?? 0;
  const rest = normalised.replace(IDEOGRAPH, ' ');
  const words = rest.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  return ideographs + words;
}

/**
 * Words that say "this is a laboratory" rather than which one; dropped so "Chen Lab" and
 * "Chen Laboratory" are one laboratory. Institution words (university, 大学, institute) are KEPT:
 * they tell "Peking University" from "Peking Union Medical College" (docs/product.md §2.10).
 */
const LAB_WORDS = new Set(['laboratory', 'laboratories', 'lab', 'labs', 'the', 'of', 'and', 'for', 'at', 'group', 'team']);
const LAB_WORDS_ZH = ['实验室', '课题组', '研究组'];
/** Common abbreviations spelt out, so "Univ." and "University" meet. */
const ABBREVIATIONS: Record<string, string> = { univ: 'university', uni: 'university', inst: 'institute', dept: 'department', natl: 'national', acad: 'academy', sci: 'sciences', science: 'sciences' };

function normalisePart(text: string): string {
  let value = text.normalize('NFKC').toLowerCase();
  for (const word of LAB_WORDS_ZH) value = value.split(word).join(' ');
  const tokens = value.match(/[\p{L}\p{N}]+/gu) ?? [];
  return tokens
    .map((token) => ABBREVIATIONS[token] ?? token)
    .filter((token) => !LAB_WORDS.has(token))
    .join('');
}

/**
 * The key that makes a laboratory one laboratory, whatever its spelling: institution and
 * laboratory name, each lower-cased, NFKC-folded (full-width letters become plain), stripped of
 * punctuation, spaces and the words above. Empty when nothing identifying is left.
 */
export function laboratoryKey(institution: string, laboratory: string): string {
  const lab = normalisePart(laboratory);
  const inst = normalisePart(institution);
  return lab && inst ? `${inst}/${lab}` : '';
}
