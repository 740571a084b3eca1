/** The profile operations (docs/architecture.md §4): one descriptor each, contract/operation.ts. */
import { operation } from '../operation';
import type { Profile, ProfileRequest, UpdateProfileRequest } from '../feedback';

export const profileApi = {
  info: operation<{ input: typeof ProfileRequest; data: typeof Profile }>()({ path: '/user/profile/info', mode: 'post', access: 'customer', islands: true }),
  update: operation<{ input: typeof UpdateProfileRequest; data: typeof Profile }>()({
    path: '/user/profile/update',
    mode: 'post',
    access: 'customer',
    islands: true,
  }),
};
