/** Account information (docs/product.md §14): read and change nickname, company and avatar. Token only. */
import { defineCustomerRoute } from '../accounts/customer-route';
import { ok } from '../http/envelope';
import { Profile, ProfileRequest, UpdateProfileRequest } from '../../contract/feedback';
import { readProfile, updateProfile } from './profile';
import { profileApi } from '../../contract/operations/profile';

const TAG = 'Account information';

export const profileRoutes = [
  defineCustomerRoute({
    operation: profileApi.info,
    data: Profile,
    tag: TAG,
    summary: "The customer's nickname, company and avatar",
    description: 'Answers { nickname, companyName, avatarId }; the avatar is served at GET /file/avatar/{avatarId}.',
    input: ProfileRequest,
    async handler(_input, { db, customer }) {
      return ok(await readProfile(db, customer.userId));
    },
  }),
  defineCustomerRoute({
    operation: profileApi.update,
    data: Profile,
    tag: TAG,
    summary: 'Change nickname, company and avatar',
    description:
      'nickname at least 2 characters; avatarId an uploaded JPG of at most 2 MB of this customer (null removes the avatar, absent keeps it). ' +
      'Answers the profile as stored.',
    input: UpdateProfileRequest,
    async handler({ nickname, companyName, avatarId }, { db, customer }) {
      return ok(await updateProfile(db, customer.userId, { nickname, companyName, avatarId }));
    },
  }),
];
