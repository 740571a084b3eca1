import { countWords, nextTrialAllowedAt, TRIAL_REMARK_MAX_WORDS, trialEndsAt } from './trial-rules';

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
