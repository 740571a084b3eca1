import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { searchDocument, type SearchSource } from './search-document';
import { pinyinForms, pinyinKey } from './search-pinyin';
import { joinedPinyin, planSearch } from './search-plan';

describe('pinyin of Chinese titles', () => {
  test('full pinyin of each run, upper case, ü as v', () => {
    assert.deepEqual(pinyinForms('兔抗ccnb1单克隆抗体 [km18-4]').words, ['TUKANG', 'DANKELONGKANGTI']);
    assert.deepEqual(pinyinForms('绿色荧光蛋白').words, ['LVSEYINGGUANGDANBAI']);
    assert.deepEqual(pinyinForms('anti-gapdh antibody'), { words: [], tokens: [] });
  });

  test('initials of whole runs and of their two- and three-character windows only', () => {
    const { tokens } = pinyinForms('单克隆抗体');
    for (const initials of ['DKLKT', 'KT', 'DK', 'DKL', 'LKT']) assert.ok(tokens.includes(initials), initials);
    assert.equal(tokens.includes('DKLK'), false, 'a four-character window is no word of its own');
    assert.equal(tokens.includes('K'), false, 'one letter is no initials');
  });

  test('a typed word is pinyin when it is two letters or more and nothing else', () => {
    assert.equal(pinyinKey('kangti'), 'KANGTI');
    assert.equal(pinyinKey('kt'), 'KT');
    for (const word of ['k', 'ab10031r', 'pd-l1', '抗体']) assert.equal(pinyinKey(word), null, word);
  });

  test('syllables typed apart are tried as one word', () => {
    assert.equal(joinedPinyin(planSearch('kang ti'))?.term, 'kangti');
    assert.equal(joinedPinyin(planSearch('kangti')), null);
    assert.equal(joinedPinyin(planSearch('kangti ccnb1')), null);
  });

  test('the search document holds the pinyin apart from the lower-case text a direct search reads', () => {
    const source: SearchSource = {
      id: 1,
      itemno: 'AB10031R',
      titleEn: 'Recombinant Anti-CCNB1 Rabbit Monoclonal Antibody',
      titleZh: '兔抗CCNB1重组单克隆抗体',
      secondTitleEn: null,
      secondTitleZh: null,
      harmonyTitle: 'CCNB1',
      applicationsEn: null,
      applicationsZh: null,
      onShelfFlag: true,
      categoryPath: ['CP'],
    };
    const row = searchDocument(source, []);
    assert.ok(row.searchText.includes('ZHONGZUDANKELONGKANGTI'));
    assert.equal(row.searchText.includes('kangti'), false);
    assert.ok(row.searchTokens.includes('KT'));
    assert.equal(row.dictionaryWords.includes('zhongzudankelongkangti'), false);
  });
});
