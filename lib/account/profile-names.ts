/**
 * The session keeps the customer's nickname and company for the header's account menu
 * (docs/architecture.md §4). When the account information page changes them through the BFF,
 * the answer carries the new names, so the session is brought up to date at once instead of
 * showing the old nickname until the next login (hung off the profile update in lib/bff-after-forward.ts).
 */
export interface ProfileNames {
  userName: string;
  companyName: string;
}

/** The names a successful profile change answers, or null when its `data` does not carry both. */
export function profileNamesOf(data: unknown): ProfileNames | null {
  if (typeof data !== 'object' || data === null) return null;
  const { nickname, companyName } = data as { nickname?: unknown; companyName?: unknown };
  return typeof nickname === 'string' && typeof companyName === 'string' ? { userName: nickname, companyName } : null;
}
