import { inquiryState, replyByOf, replyClock, type InquiryFacts } from './inquiry-rules';
import { quoteState } from './quote-rules';

const now = new Date('2026-03-10T12:00:00Z');
const earlier = new Date('2026-03-09T12:00:00Z');
const later = new Date('2026-03-11T12:00:00Z');
const open: InquiryFacts = { answeredAt: null, closedAt: null, latestQuote: null };

describe('inquiryState', () => {
  it('is sent until the team replies, then answered', () => {
    expect(inquiryState(open)).toBe('sent');
    expect(inquiryState({ ...open, answeredAt: earlier })).toBe('answered');
  });

  it('is quoted while the latest sent quote is valid and expired once it is not', () => {
    expect(inquiryState({ ...open, answeredAt: earlier, latestQuote: { id: 1, state: quoteState('sent', later, now) } })).toBe('quoted');
    expect(inquiryState({ ...open, answeredAt: earlier, latestQuote: { id: 1, state: quoteState('sent', now, now) } })).toBe('expired');
    expect(inquiryState({ ...open, answeredAt: earlier, latestQuote: { id: 1, state: quoteState('sent', earlier, now) } })).toBe('expired');
  });

  it('is accepted once the buyer accepted the quote, even when closed and past its validity', () => {
    const accepted = { id: 1, state: quoteState('accepted', earlier, now) };
    expect(inquiryState({ ...open, latestQuote: accepted })).toBe('accepted');
    expect(inquiryState({ answeredAt: earlier, closedAt: earlier, latestQuote: accepted })).toBe('accepted');
  });

  it('is answered after a declined quote, even without a reply in the thread', () => {
    expect(inquiryState({ ...open, latestQuote: { id: 1, state: 'declined' } })).toBe('answered');
  });

  it('is closed when closed, whatever else, unless a quote was accepted', () => {
    expect(inquiryState({ ...open, closedAt: earlier })).toBe('closed');
    expect(inquiryState({ answeredAt: earlier, closedAt: earlier, latestQuote: { id: 1, state: 'sent' } })).toBe('closed');
    expect(inquiryState({ answeredAt: earlier, closedAt: earlier, latestQuote: { id: 1, state: 'declined' } })).toBe('closed');
  });
});

describe('replyClock', () => {
  const createdAt = new Date('2026-03-09T08:30:00Z');

  it('wants the reply 24 hours after the inquiry', () => {
    expect(replyByOf(createdAt).toISOString()).toBe('2026-03-10T08:30:00.000Z');
    expect(replyClock({ createdAt, answeredAt: null, closedAt: null }, new Date('2026-03-10T08:30:00Z'))).toEqual({
      replyBy: new Date('2026-03-10T08:30:00Z'),
      overdue: false,
    });
  });

  it('is overdue only while unanswered and open past the reply-by time', () => {
    expect(replyClock({ createdAt, answeredAt: null, closedAt: null }, now).overdue).toBe(true);
    expect(replyClock({ createdAt, answeredAt: new Date('2026-03-10T10:00:00Z'), closedAt: null }, now).overdue).toBe(false);
    expect(replyClock({ createdAt, answeredAt: null, closedAt: new Date('2026-03-10T09:00:00Z') }, now).overdue).toBe(false);
    expect(replyClock({ createdAt, answeredAt: null, closedAt: null }, new Date('2026-03-09T20:00:00Z')).overdue).toBe(false);
  });
});
