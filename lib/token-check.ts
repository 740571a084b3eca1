import 'server-only';
/**
 * Whether a session's token is still a login (docs/architecture.md §4: revoked tokens end the
 * session). GET /api/session asks on every island mount, so a 'valid' verdict is remembered for
 * a short while per token: revocation shows within VALID_FOR_MS at the cost of one count query
 * per visitor per window.
 */
import { checkToken, type AccountCallContext, type TokenStatus } from './api/account';
import { createVerdictCache } from './verdict-cache';

const VALID_FOR_MS = 30_000;
const remembered = createVerdictCache(VALID_FOR_MS, 5000);

export async function tokenStatus(token: string, context: AccountCallContext): Promise<TokenStatus> {
  if (remembered.has(token)) return 'valid';
  const status = await checkToken(token, context);
  if (status === 'valid') remembered.add(token);
  else remembered.forget(token);
  return status;
}

/** The token was ended here (logout, a 401/402 answer): never vouch for it again. */
export function forgetToken(token: string): void {
  remembered.forget(token);
}
