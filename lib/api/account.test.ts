/** @jest-environment node */
import { toLoginAnswer } from './account';

describe('toLoginAnswer', () => {
  it('reads the login answer, a numeric userId included', () => {
    expect(toLoginAnswer({ userId: 7, token: 'abc', userName: 'Jane', companyName: null })).toEqual({
      userId: '7',
      token: 'abc',
      userName: 'Jane',
      companyName: '',
    });
  });

  it('refuses an answer without a user or a token', () => {
    expect(toLoginAnswer({ userId: '7' })).toBeNull();
    expect(toLoginAnswer({ token: 'abc' })).toBeNull();
    expect(toLoginAnswer(null)).toBeNull();
  });
});
