/** A goods item's row of goods_search, derived from its goods row and its synonyms. */
import type { goods, goodsSearch } from '../db/schema';
import { pinyinForms } from './search-pinyin';
import { SHORT_WORD_MAX, hanRuns, hanTokens, isDictionaryWord, latinWords, normaliseText, unique, withoutHan } from './search-text';

export type SearchSource = Pick<
  typeof goods.$inferSelect,
  | 'id'
  | 'itemno'
  | 'titleEn'
  | 'titleZh'
  | 'secondTitleEn'
  | 'secondTitleZh'
  | 'harmonyTitle'
  | 'applicationsEn'
  | 'applicationsZh'
  | 'onShelfFlag'
  | 'categoryPath'
>;

export type GoodsSearchRow = typeof goodsSearch.$inferInsert;

/** Fields are joined with a separator no term can span, so a match never straddles two fields. */
const FIELD_SEPARATOR = ' | ';

interface Field {
  /** The field without its Han runs, as the trigram index sees it. */
  latin: string;
  words: string[];
  han: string[];
}

function cut(field: string): Field {
  const latin = withoutHan(field);
  return { latin, words: latinWords(latin), han: hanRuns(field) };
}

export function searchDocument(source: SearchSource, aliases: readonly string[]): GoodsSearchRow {
  const titleEnKey = normaliseText(source.titleEn);
  const titleZhKey = normaliseText(source.titleZh);
  const names = unique(
    [
      titleEnKey,
      titleZhKey,
      normaliseText(source.harmonyTitle),
      normaliseText(source.secondTitleEn),
      normaliseText(source.secondTitleZh),
      ...aliases.map(normaliseText),
    ].filter(Boolean),
  ).map(cut);
  const applications = unique([normaliseText(source.applicationsEn), normaliseText(source.applicationsZh)].filter(Boolean)).map(cut);
  const fields = [cut(normaliseText(source.itemno)), ...names, ...applications];
  // A Chinese field leaves only its brackets and digits behind; those without a word are dropped.
  // The pinyin of the Chinese title, upper case so only a pinyin look-up meets it (search-pinyin.ts).
  const pinyin = pinyinForms(titleZhKey);
  const latinFields = unique(fields.filter((field) => field.words.length > 0).map((field) => field.latin));
  const searchText = [...latinFields, ...(pinyin.words.length > 0 ? [pinyin.words.join(' ')] : [])].join(FIELD_SEPARATOR);
  const searchHan = unique(fields.filter((field) => field.han.length > 0).map((field) => field.han.join(' '))).join(FIELD_SEPARATOR);
  const shortWords = fields.flatMap((field) => field.words.filter((word) => word.length <= SHORT_WORD_MAX));
  return {
    goodsId: source.id,
    itemno: source.itemno,
    onShelfFlag: source.onShelfFlag,
    categoryPath: source.categoryPath,
    titleEnKey,
    titleZhKey,
    titleWords: unique([...latinWords(titleEnKey), ...latinWords(titleZhKey)]),
    searchAliases: aliases.length > 0 ? aliases.join(', ') : null,
    searchText,
    searchHan,
    searchTokens: unique([...hanTokens(searchHan), ...shortWords, ...pinyin.tokens]),
    dictionaryWords: unique(names.flatMap((field) => field.words.filter(isDictionaryWord))),
  };
}
