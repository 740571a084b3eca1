/** The invitation's set-password form posts here: the password is set, and the member is logged in. */
import { consoleWrites } from '@/lib/api/staff-console';
import { STAFF_HOME } from '@/lib/staff/console-paths';
import { crossSiteRefusal, readForm, seeOther } from '@/lib/staff/form-handler';
import { consoleErrorOf } from '@/lib/staff/form-outcome';
import { getStaffSession } from '@/lib/staff/staff-session';

export async function POST(request: Request) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const field = await readForm(request);
  const token = field('token');
  const envelope = await consoleWrites.setPassword({ token, password: field('password') });
  if (envelope.code !== 0 || !envelope.data) return seeOther(request, '/staff/password', { token, error: consoleErrorOf(envelope.code, envelope.msg) });
  const session = await getStaffSession();
  session.token = envelope.data.token;
  session.name = envelope.data.staff.name;
  session.role = envelope.data.staff.role;
  await session.save();
  return seeOther(request, STAFF_HOME);
}
