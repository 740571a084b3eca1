import { laboratoryKey } from './laboratory-key';

describe('laboratoryKey', () => {
  const key = laboratoryKey('Institute of Cell Biology', 'Chen Lab');

  it.each([
    ['institute of cell biology', 'chen laboratory'],
    ['Institute of Cell Biology.', 'Chen-Lab'],
    ['INSTITUTE  OF CELL BIOLOGY', 'The Chen Laboratory'],
    ['Ｉｎｓｔｉｔｕｔｅ ｏｆ Ｃｅｌｌ Ｂｉｏｌｏｇｙ', 'Ｃｈｅｎ Ｌａｂ'],
    ['Inst. of Cell Biology', 'Chen Lab Group'],
  ])('treats %s / %s as the same laboratory', (institution, laboratory) => {
    expect(laboratoryKey(institution, laboratory)).toBe(key);
  });

  it('folds Chinese laboratory words and punctuation', () => {
    expect(laboratoryKey('北京大学', '陈实验室')).toBe(laboratoryKey('北京大学。', '陈 课题组'));
  });

  it('keeps university words, so different institutions stay apart', () => {
    expect(laboratoryKey('Peking University', 'Chen Lab')).not.toBe(laboratoryKey('Peking', 'Chen Lab'));
    expect(laboratoryKey('Univ. of Oxford', 'Chen Lab')).toBe(laboratoryKey('University of Oxford', 'Chen Lab'));
  });

  it('tells different laboratories apart', () => {
    expect(laboratoryKey('Institute of Cell Biology', 'Wang Lab')).not.toBe(key);
  });

  it('is empty when only generic words are given', () => {
    expect(laboratoryKey('Institute of Cell Biology', 'Laboratory')).toBe('');
    expect(laboratoryKey('---', 'Chen Lab')).toBe('');
  });

  it('compares look-alike letters of other scripts by what they look like (Unicode TR39 skeleton)', () => {
    const shared = laboratoryKey('Institute of Cell Biology', 'Shared Lab');
    expect(laboratoryKey('Institute of Cell Biology', 'Sh\u0430red Lab')).toBe(shared); // Cyrillic а
    expect(laboratoryKey('Institute \u03bff Cell Biology', 'Shared Lab')).toBe(shared); // Greek ο
    expect(laboratoryKey('Institute of Cell Biology', '\u0405h\u0430r\u0435d Lab')).toBe(shared); // Cyrillic Ѕ, а, е
    expect(laboratoryKey('Institute of Cell Biology', 'Sha\u200bred\u202e Lab')).toBe(shared); // zero-width space, bidi override
    expect(laboratoryKey('Institute of Cell Biology', 'Shred Lab')).not.toBe(shared);
  });

  it('keeps the keys of plain Latin names as they were stored', () => {
    expect(laboratoryKey('Institute of Cell Biology', 'Smith Lab')).toBe('institutecellbiology/smith');
    expect(laboratoryKey('北京大学', '陈实验室')).toBe('北京大学/陈');
  });
});
