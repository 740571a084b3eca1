/** Closing an inquiry from its page (audited). */
import { consoleWrites } from '@/lib/api/staff-console';
import { positiveId } from '@/lib/query-params';
import { crossSiteRefusal, seeOther } from '@/lib/staff/form-handler';
import { consoleErrorOf } from '@/lib/staff/form-outcome';
import { requireStaffToken } from '@/lib/staff/staff-session';

export async function POST(request: Request, { params }: RouteContext<'/staff/inquiry/[id]/close'>) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const id = positiveId((await params).id);
  if (!id) return seeOther(request, '/staff');
  const envelope = await consoleWrites.close(await requireStaffToken(), id);
  if (envelope.code === 401 || envelope.code === 402) return seeOther(request, '/staff/login', { ended: '1' });
  const page = `/staff/inquiry/${id}`;
  return envelope.code === 0 ? seeOther(request, page, { done: 'closed' }) : seeOther(request, page, { error: consoleErrorOf(envelope.code, envelope.msg) });
}
