/** A reply from the inquiry page: the API writes it under the member's name (audited). */
import { consoleWrites } from '@/lib/api/staff-console';
import { positiveId } from '@/lib/query-params';
import { afterConsoleWrite, crossSiteRefusal, readForm, seeOther } from '@/lib/staff/form-handler';
import { requireStaffToken } from '@/lib/staff/staff-session';

export async function POST(request: Request, { params }: RouteContext<'/staff/inquiry/[id]/reply'>) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const id = positiveId((await params).id);
  if (!id) return seeOther(request, '/staff');
  const token = await requireStaffToken();
  const field = await readForm(request);
  const envelope = await consoleWrites.reply(token, { id, reply: field('reply') });
  return afterConsoleWrite(request, envelope, `/staff/inquiry/${id}`, 'replied');
}
