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
