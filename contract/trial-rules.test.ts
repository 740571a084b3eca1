import { countWords, nextTrialAllowedAt, nextTrialApplicationAt, TRIAL_REMARK_MAX_WORDS, trialEndsAt } from './trial-rules';

describe('countWords', () => {
  it('counts Latin words and each ideograph', () => {
    expect(countWords('Testing the antibody on HeLa cells.')).toBe(6);
    expect(countWords('用于细胞')).toBe(4);
    expect(countWords('WB 实验')).toBe(3);
    expect(countWords('  ')).toBe(0);
  });

  it('reaches the limit exactly at 125 words', () => {
    expect(countWords(Array(TRIAL_REMARK_MAX_WORDS).fill('word').join(' '))).toBe(125);
    expect(
      countWords(
        Array(TRIAL_REMARK_MAX_WORDS + 1)
          .fill('word')
          .join(' '),
      ),
    ).toBe(126);
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
