import { ApiError } from '@/lib/api/errors';
import { endsSession } from './session-end';

describe('endsSession', () => {
  it('is true for 401 and 402 only', () => {
    expect(endsSession(new ApiError({ code: 401, msg: 'token' }))).toBe(true);
    expect(endsSession(new ApiError({ code: 402, msg: 'expired' }))).toBe(true);
    expect(endsSession(new ApiError({ code: 500, msg: 'boom' }))).toBe(false);
    expect(endsSession(new Error('plain'))).toBe(false);
  });
});
