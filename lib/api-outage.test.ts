/** @jest-environment node */
import { markApiUnanswered, OUTAGE_WINDOW_MS, pageStatusDuringOutage } from './api-outage.mjs';

describe('a page that fails while the API gives no answer', () => {
  it('is a 503 with Retry-After for a while after an unanswered call', () => {
    const now = 1_000_000;
    markApiUnanswered(now);
    expect(pageStatusDuringOutage('/goodsdetail', 500, now + 1000)).toEqual({ status: 503, retryAfter: '30' });
    expect(pageStatusDuringOutage('/goodsdetail', 500, now + OUTAGE_WINDOW_MS + 1)).toEqual({ status: 500 });
  });

  it('leaves other answers and the BFF’s own statuses alone', () => {
    const now = 2_000_000;
    markApiUnanswered(now);
    expect(pageStatusDuringOutage('/', 200, now)).toEqual({ status: 200 });
    expect(pageStatusDuringOutage('/no-such-page', 404, now)).toEqual({ status: 404 });
    expect(pageStatusDuringOutage('/api/session', 500, now)).toEqual({ status: 500 });
  });
});
