/** An admin disables a staff account from the staff page: at once, its logins too (audited). */
import { consoleWrites } from '@/lib/api/staff-console';
import { positiveId } from '@/lib/query-params';
import { afterConsoleWrite, crossSiteRefusal, readForm, seeOther } from '@/lib/staff/form-handler';
import { requireStaffToken } from '@/lib/staff/staff-session';

export async function POST(request: Request) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const token = await requireStaffToken();
  const id = positiveId((await readForm(request))('id'));
  if (!id) return seeOther(request, '/staff/team', { error: 'notFound' });
  const envelope = await consoleWrites.disable(token, id);
  return afterConsoleWrite(request, envelope, '/staff/team', 'disabled');
}
