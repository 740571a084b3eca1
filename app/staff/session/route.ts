/** The console's login form posts here (docs/product.md §6.1): the API's login, then the sealed cookie. */
import { consoleWrites } from '@/lib/api/staff-console';
import { visitorOf } from '@/lib/client-address';
import { STAFF_HOME, STAFF_LOGIN } from '@/lib/staff/console-paths';
import { crossSiteRefusal, readForm, seeOther } from '@/lib/staff/form-handler';
import { consoleErrorOf } from '@/lib/staff/form-outcome';
import { getStaffSession } from '@/lib/staff/staff-session';

export async function POST(request: Request) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const field = await readForm(request);
  const envelope = await consoleWrites.login({ email: field('email').trim(), password: field('password') }, visitorOf(request.headers).forwardedFor);
  if (envelope.code !== 0 || !envelope.data) {
    const error = consoleErrorOf(envelope.code, envelope.msg);
    return seeOther(request, STAFF_LOGIN, { error: error === 'email' && /not right/.test(envelope.msg) ? 'credentials' : error });
  }
  const session = await getStaffSession();
  session.token = envelope.data.token;
  session.name = envelope.data.staff.name;
  session.role = envelope.data.staff.role;
  await session.save();
  const next = field('next');
  // Only a console page of this site (lib/staff/console-paths.ts); anything else goes to the inbox.
  return seeOther(request, /^\/staff(\/[A-Za-z0-9/_-]*)?$/.test(next) ? next : STAFF_HOME);
}
