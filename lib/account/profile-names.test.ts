/** @jest-environment node */
import { profileNamesAfter } from './profile-names';

describe('profileNamesAfter', () => {
  const changed = { code: 0, msg: 'success', data: { nickname: 'Dr. Wang', companyName: 'Nanjing Bio', avatarId: null } };

  it('takes the new nickname and company from a successful profile change', () => {
    expect(profileNamesAfter('/user/profile/update', changed)).toEqual({ userName: 'Dr. Wang', companyName: 'Nanjing Bio' });
  });

  it('ignores refusals, other paths and answers without names', () => {
    expect(profileNamesAfter('/user/profile/update', { code: 400, msg: 'nickname: at least 2 characters' })).toBeNull();
    expect(profileNamesAfter('/user/profile/get', changed)).toBeNull();
    expect(profileNamesAfter('/user/profile/update', { code: 0, msg: 'success', data: { nickname: 7 } })).toBeNull();
    expect(profileNamesAfter('/user/profile/update', 'not an envelope')).toBeNull();
  });
});
