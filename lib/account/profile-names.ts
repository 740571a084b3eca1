/**
 * The session keeps the customer's nickname and company for the header's account menu
 * (docs/architecture.md §4). When the account information page changes them through the BFF,
 * the answer carries the new names, so the session is brought up to date at once instead of
 * showing the old nickname until the next login.
 */
const PROFILE_UPDATE_PATH = '/user/profile/update';

export interface ProfileNames {
  userName: string;
  companyName: string;
}

/** The names a forwarded answer sets, or null when the call was not a successful profile change. */
export function profileNamesAfter(path: string, envelope: unknown): ProfileNames | null {
  if (path !== PROFILE_UPDATE_PATH || typeof envelope !== 'object' || envelope === null) return null;
  const { code, data } = envelope as { code?: unknown; data?: { nickname?: unknown; companyName?: unknown } };
  if (code !== 0 || typeof data?.nickname !== 'string' || typeof data.companyName !== 'string') return null;
  return { userName: data.nickname, companyName: data.companyName };
}
