/**
 * A search term cut into what the goods search looks up: each whitespace-separated token must
 * match (in any order), and the whole term is also tried as a Cat. No.
 */
import { pinyinKey } from './search-pinyin';
import { SHORT_WORD_MAX, hanGrams, hanRuns, latinWords, normaliseText, unique, withoutHan } from './search-text';

export interface TermToken {
  /** The normalised token: a title holding it ranks above one that only holds its parts. */
  text: string;
  /** Han characters or bigrams the goods must hold (the GIN token index finds them). */
  grams: string[];
  /** Han runs of the token, each matched in the Chinese text; in a title they count as whole words. */
  han: string[];
  /** The other runs ('anti-gapdh', 'dmem/f-12'), each matched in the Latin text. */
  latin: LatinPart[];
  /** Latin words of the token, for whole-word title matches. */
  words: string[];
  /** The token as pinyin ('KANGTI', 'KT'; search-pinyin.ts), when it is letters only. */
  pinyin: string | null;
}

interface LatinPart {
  text: string;
  words: string[];
  /** A word of three or more characters gives the trigram index something to look up. */
  trigram: boolean;
}

export interface SearchPlan {
  /** The normalised term, as logged and as compared with Cat. Nos. */
  term: string;
  tokens: TermToken[];
  /** Whether the term can be a Cat. No. (one token, no Chinese). */
  itemno: boolean;
}

function planToken(text: string): TermToken | null {
  const han = hanRuns(text);
  const latin = withoutHan(text)
    .split(' ')
    .map((part) => ({ text: part, words: unique(latinWords(part)) }))
    // Punctuation alone finds nothing useful and no index could serve it.
    .filter((part) => part.words.length > 0)
    .map((part) => ({ ...part, trigram: part.words.some((word) => word.length > SHORT_WORD_MAX) }));
  if (han.length === 0 && latin.length === 0) return null;
  return { text, grams: unique(han.flatMap(hanGrams)), han, latin, words: unique(latin.flatMap((part) => part.words)), pinyin: pinyinKey(text) };
}

export function planSearch(raw: string): SearchPlan {
  const term = normaliseText(raw);
  const pieces = term ? unique(term.split(' ')) : [];
  const tokens = pieces.map(planToken).filter((token): token is TermToken => token !== null);
  return { term, tokens, itemno: pieces.length === 1 && tokens.length === 1 && tokens[0]?.han.length === 0 };
}

/** The plan with some words replaced (typo corrections), re-planned from the new term. */
export function replaceWords(plan: SearchPlan, corrections: ReadonlyMap<string, string>): SearchPlan {
  const term = plan.term.replace(/(?:(?!\p{Script=Han})[\p{L}\p{N}])+/gu, (word) => corrections.get(word) ?? word);
  return planSearch(term);
}

/**
 * A term of several letter-only words as one pinyin word ('kang ti' → 'kangti'), since buyers
 * space syllables as they please; null when the term is not that.
 */
export function joinedPinyin(plan: SearchPlan): SearchPlan | null {
  if (plan.tokens.length < 2 || plan.tokens.some((token) => token.pinyin === null)) return null;
  return planSearch(plan.tokens.map((token) => token.text).join(''));
}

/**
 * The plans a term is tried as pinyin, in order (none when no word of it can be pinyin): its
 * syllables joined ('kang ti' → 'kangti'), then the term itself, each letter-only word matching
 * as typed or as pinyin ('kangti CCNB1').
 */
export function pinyinReadings(plan: SearchPlan): SearchPlan[] {
  if (plan.tokens.every((token) => token.pinyin === null)) return [];
  const joined = joinedPinyin(plan);
  return joined ? [joined, plan] : [plan];
}

/** A LIKE pattern that matches `text` literally, with `%` where wanted. */
export function likePattern(text: string, { prefix = false } = {}): string {
  const escaped = text.replace(/[\\%_]/g, '\\$&');
  return prefix ? `${escaped}%` : `%${escaped}%`;
}
