import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { searchDocument } from './search-document';
import { likePattern, planSearch, replaceWords } from './search-plan';
import { hanGrams, hanTokens, isDictionaryWord, latinWords, normaliseText, withoutHan } from './search-text';
import { editDistance } from './search-typos';

describe('search text', () => {
  test('normalises full-width text, case and spaces', () => {
    assert.equal(normaliseText('  ＡＢ１０００１Ｍ　（兔抗）  GAPDH '), 'ab10001m (兔抗) gapdh');
    assert.equal(normaliseText(null), '');
  });

  test('cuts Chinese into characters and bigrams, the rest into words', () => {
    assert.deepEqual(hanGrams('抗体'), ['抗体']);
    assert.deepEqual(hanGrams('单克隆'), ['单克', '克隆']);
    assert.deepEqual(hanGrams('抗'), ['抗']);
    assert.deepEqual(hanTokens('兔抗gapdh抗体').sort(), ['兔', '兔抗', '抗', '抗体', '体'].sort());
    assert.deepEqual(latinWords('兔抗gapdh多克隆抗体 [gu18-7]'), ['gapdh', 'gu18', '7']);
    assert.equal(withoutHan('小鼠抗birc5单克隆抗体 [2d12]'), 'birc5 [2d12]');
  });

  test('keeps lot and clone codes out of the typo dictionary', () => {
    assert.ok(isDictionaryWord('gapdh'));
    assert.ok(isDictionaryWord('antibody'));
    assert.ok(!isDictionaryWord('wd91'));
    assert.ok(!isDictionaryWord('7s4'));
    assert.ok(!isDictionaryWord('wb'));
  });
});

describe('search plan', () => {
  test('one token per word of the term, Chinese runs and Latin parts apart', () => {
    const plan = planSearch(' Anti-GAPDH  兔抗GAPDH多克隆 wb ');
    assert.equal(plan.term, 'anti-gapdh 兔抗gapdh多克隆 wb');
    assert.equal(plan.itemno, false);
    const [latin, mixed, short] = plan.tokens;
    assert.deepEqual(latin?.latin, [{ text: 'anti-gapdh', words: ['anti', 'gapdh'], trigram: true }]);
    assert.deepEqual(mixed?.han, ['兔抗', '多克隆']);
    assert.deepEqual(mixed?.grams, ['兔抗', '多克', '克隆']);
    assert.deepEqual(
      mixed?.latin.map((part) => part.text),
      ['gapdh'],
    );
    assert.deepEqual(short?.latin, [{ text: 'wb', words: ['wb'], trigram: false }]);
  });

  test('a single Latin token may be a Cat. No.; punctuation alone is no token', () => {
    assert.equal(planSearch('AB10001M').itemno, true);
    assert.equal(planSearch('抗体').itemno, false);
    assert.deepEqual(planSearch(' - + ').tokens, []);
  });

  test('replaces corrected words and escapes LIKE patterns', () => {
    assert.equal(replaceWords(planSearch('anti-gaphd 兔抗'), new Map([['gaphd', 'gapdh']])).term, 'anti-gapdh 兔抗');
    assert.equal(likePattern('50%_a\\b'), '%50\\%\\_a\\\\b%');
    assert.equal(likePattern('ab1', { prefix: true }), 'ab1%');
  });
});

describe('search document', () => {
  test('holds the names, synonyms and applications, Chinese kept apart', () => {
    const row = searchDocument(
      {
        id: 7,
        itemno: 'AB10007P',
        titleEn: 'Anti-GAPDH Rabbit Polyclonal Antibody',
        titleZh: '兔抗GAPDH多克隆抗体',
        secondTitleEn: 'Glyceraldehyde-3-phosphate dehydrogenase',
        secondTitleZh: '甘油醛-3-磷酸脱氢酶',
        harmonyTitle: 'GAPDH',
        applicationsEn: 'WB, IF',
        applicationsZh: 'WB, IF',
        onShelfFlag: true,
        categoryPath: ['CP', 'CP002'],
      },
      ['G3PD', 'Western blot', '蛋白质印迹'],
    );
    assert.equal(
      row.searchText,
      // Last, in upper case, the pinyin of the Chinese title's runs (search-pinyin.ts).
      'ab10007p | anti-gapdh rabbit polyclonal antibody | gapdh | glyceraldehyde-3-phosphate dehydrogenase | -3- | g3pd | western blot | wb, if | TUKANG DUOKELONGKANGTI',
    );
    assert.equal(row.searchHan, '兔抗 多克隆抗体 | 甘油醛 磷酸脱氢酶 | 蛋白质印迹');
    assert.ok(row.searchTokens.includes('抗体') && row.searchTokens.includes('wb') && row.searchTokens.includes('if'));
    assert.ok(!row.searchTokens.includes('gapdh'), 'longer words are left to the trigram index');
    assert.deepEqual(row.titleWords, ['anti', 'gapdh', 'rabbit', 'polyclonal', 'antibody']);
    assert.equal(row.searchAliases, 'G3PD, Western blot, 蛋白质印迹');
    assert.ok(row.dictionaryWords.includes('glyceraldehyde') && row.dictionaryWords.includes('western'));
  });
});

describe('typo distance', () => {
  test('counts a swap of neighbours as one edit', () => {
    assert.equal(editDistance('gaphd', 'gapdh'), 1);
    assert.equal(editDistance('antibdy', 'antibody'), 1);
    assert.equal(editDistance('scaner', 'scanner'), 1);
    assert.equal(editDistance('gapdh', 'gapdh'), 0);
    assert.equal(editDistance('gapdh', 'gdpah'), 2);
    assert.equal(editDistance('', 'abc'), 3);
  });
});
