/** Logging out of the console: the API ends the login, the cookie goes. */
import { consoleWrites } from '@/lib/api/staff-console';
import { STAFF_LOGIN } from '@/lib/staff/console-paths';
import { crossSiteRefusal, seeOther } from '@/lib/staff/form-handler';
import { getStaffSession } from '@/lib/staff/staff-session';

export async function POST(request: Request) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const session = await getStaffSession();
  if (session.token) await consoleWrites.logout(session.token).catch(() => undefined);
  session.destroy();
  return seeOther(request, STAFF_LOGIN, { out: '1' });
}
