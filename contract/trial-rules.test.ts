import { countWords, laboratoryKey, nextTrialAllowedAt, nextTrialApplicationAt, TRIAL_REMARK_MAX_WORDS, trialEndsAt } from './trial-rules';

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
});

describe('countWords', () => {
  it('counts Latin words and each ideograph', () => {
    expect(countWords('Testing the antibody on HeLa cells.')).toBe(6);
    expect(countWords('用于细胞')).toBe(4);
    expect(countWords('WB 实验')).toBe(3);
    expect(countWords('  ')).toBe(0);
  });

  it('reaches the limit exactly at 125 words', () => {
    expect(countWords(Array(TRIAL_REMARK_MAX_WORDS).fill('word').join(' '))).toBe(125);
    expect(countWords(Array(TRIAL_REMARK_MAX_WORDS + 1).fill('word').join(' '))).toBe(126);
  });
});

describe('trial dates', () => {
  it('allows the next application 3 days later and ends the trial 14 days later', () => {
    const at = new Date('2026-01-01T08:00:00Z');
    expect(nextTrialAllowedAt(at).toISOString()).toBe('2026-01-04T08:00:00.000Z');
    expect(trialEndsAt(at).toISOString()).toBe('2026-01-15T08:00:00.000Z');
  });
});

describe('nextTrialApplicationAt', () => {
  const now = new Date('2026-06-10T12:00:00+08:00');

  it('is three days after the latest application that was not rejected', () => {
    const applications = [
      { status: 'rejected', appliedAt: '2026-06-10T09:00:00+08:00' },
      { status: 'pending', appliedAt: '2026-06-09T10:00:00+08:00' },
    ];
    expect(nextTrialApplicationAt(applications, now)).toEqual(new Date('2026-06-12T10:00:00+08:00'));
  });

  it('is null once the interval has passed, or with no application', () => {
    expect(nextTrialApplicationAt([{ status: 'approved', appliedAt: '2026-06-07T12:00:00+08:00' }], now)).toBeNull();
    expect(nextTrialApplicationAt([{ status: 'rejected', appliedAt: '2026-06-10T11:00:00+08:00' }], now)).toBeNull();
    expect(nextTrialApplicationAt([], now)).toBeNull();
  });
});
