/** @jest-environment node */
import { profileNamesOf } from './profile-names';

describe('profileNamesOf', () => {
  it('reads the new nickname and company from a profile change', () => {
    expect(profileNamesOf({ nickname: 'Dr. Wang', companyName: 'Nanjing Bio', email: 'wang@example.com' })).toEqual({
      userName: 'Dr. Wang',
      companyName: 'Nanjing Bio',
    });
  });

  it('answers null when the data does not carry both names', () => {
    expect(profileNamesOf(undefined)).toBeNull();
    expect(profileNamesOf({ nickname: 7, companyName: 'Nanjing Bio' })).toBeNull();
    expect(profileNamesOf({ nickname: 'Dr. Wang' })).toBeNull();
    expect(profileNamesOf('not data')).toBeNull();
  });
});
