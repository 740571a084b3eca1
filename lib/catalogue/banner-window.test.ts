import { isShowing } from './banner-window';

const now = Date.parse('2026-11-27T12:00:00Z');

describe('isShowing', () => {
  it('shows open-ended banners and those whose window holds now', () => {
    expect(isShowing({ validFrom: null, validUntil: null }, now)).toBe(true);
    expect(isShowing({ validFrom: '2026-11-20T00:00:00+08:00', validUntil: '2027-02-01T00:00:00+08:00' }, now)).toBe(true);
  });

  it('never shows a campaign that is over or still to come', () => {
    expect(isShowing({ validFrom: '2026-11-01T00:00:00+08:00', validUntil: '2026-11-12T00:00:00+08:00' }, now)).toBe(false);
    expect(isShowing({ validFrom: '2026-12-01T00:00:00+08:00', validUntil: null }, now)).toBe(false);
    expect(isShowing({ validFrom: null, validUntil: '2026-11-27T12:00:00Z' }, now)).toBe(false);
  });
});
