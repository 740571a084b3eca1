/** @jest-environment node */
import zh from './zh.json';

type Messages = { [key: string]: string | Messages };

/**
 * Latin words a Chinese message may keep (docs/product.md §8: one Chinese wording per message):
 * brand and product names, codes, key names, cell-line names, stains, methods and units that
 * Chinese readers use as-is. Words with a digit are codes (AB10001M-2404C, TP53). Anything else
 * in Latin letters is English that was never translated.
 */
const KEPT_AS_IS = new Set([
  ...['LabShop', 'WhatsApp', 'Delete', 'COA', 'API', 'PDF', 'PMID', 'GAPDH'],
  ...['HeLa', 'HEK', 'CHO-K', 'HE', 'DAB', 'DAPI', 'PCR', 'qPCR', 'Tm'],
  ...['kDa', 'bp', 'mM', 'nM', 'Na', 'C', 'g', 'MB', 'JPG', 'KB', 'L', 'CSV', 'UTC'],
  // The quick order's CSV header (docs/product.md §11.6) is typed as it is in either language.
  ...['itemno', 'size', 'quantity'],
  // Google's product keeps its name in Chinese (谷歌分析 is not what its users call it).
  ...['Google', 'Analytics'],
]);
const isCode = (word: string) => /\d/.test(word);

const COMPLEX_ARGUMENT = /^\s*[\w]+\s*,\s*(plural|select|selectordinal)\s*,/;

/** The index just past the brace that closes the one at `open`. */
function closingBrace(message: string, open: number): number {
  let depth = 0;
  for (let index = open; index < message.length; index += 1) {
    if (message[index] === '{') depth += 1;
    else if (message[index] === '}' && --depth === 0) return index + 1;
  }
  return message.length;
}

/**
 * The text a reader sees of an ICU message: literal text and the bodies of plural/select
 * options, without argument names, option keywords or simple arguments such as {count}.
 */
function literalText(message: string): string {
  let text = '';
  let index = 0;
  while (index < message.length) {
    const open = message.indexOf('{', index);
    if (open === -1) return text + message.slice(index);
    text += message.slice(index, open);
    const end = closingBrace(message, open);
    const inner = message.slice(open + 1, end - 1);
    const header = COMPLEX_ARGUMENT.exec(inner);
    if (header) {
      const options = inner.slice(header[0].length);
      for (let at = options.indexOf('{'); at !== -1; at = options.indexOf('{', closingBrace(options, at))) {
        text += ` ${literalText(options.slice(at + 1, closingBrace(options, at) - 1))}`;
      }
    }
    index = end;
  }
  return text;
}

function entries(messages: Messages, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  );
}

function untranslatedWords(message: string): string[] {
  // Rich-text tags such as <name>…</name> are markup, not words.
  return (
    literalText(message)
      .replace(/<\/?\w+>/g, ' ')
      .match(/[A-Za-z0-9][A-Za-z0-9.-]*/g) ?? []
  ).filter((word) => /[A-Za-z]/.test(word) && !KEPT_AS_IS.has(word) && !isCode(word));
}

describe('Chinese messages', () => {
  it('hold no untranslated English outside brand names, codes and units', () => {
    const untranslated = entries(zh as Messages)
      .map(([key, message]) => [key, untranslatedWords(message).join(' ')])
      .filter(([, words]) => words !== '');
    expect(untranslated).toEqual([]);
  });

  it('catch an English message copied into the Chinese file', () => {
    expect(untranslatedWords('No downloadable attachments')).toEqual(['No', 'downloadable', 'attachments']);
    expect(untranslatedWords('{count, plural, other {# items}}')).toEqual(['items']);
    expect(untranslatedWords('{count, plural, other {# 件}}')).toEqual([]);
    expect(untranslatedWords('IF {value}')).toEqual(['IF']);
    expect(untranslatedWords('切换语言为<name>{language}</name>')).toEqual([]);
    expect(untranslatedWords('{type, select, page {第 {page} 页} other {}}')).toEqual([]);
  });
});
