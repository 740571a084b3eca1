/** Closing an inquiry from its page (audited). */
import { consoleWrites } from '@/lib/api/staff-console';
import { positiveId } from '@/lib/query-params';
import { afterConsoleWrite, crossSiteRefusal, seeOther } from '@/lib/staff/form-handler';
import { requireStaffToken } from '@/lib/staff/staff-session';

export async function POST(request: Request, { params }: RouteContext<'/staff/inquiry/[id]/close'>) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const id = positiveId((await params).id);
  if (!id) return seeOther(request, '/staff');
  const envelope = await consoleWrites.close(await requireStaffToken(), id);
  return afterConsoleWrite(request, envelope, `/staff/inquiry/${id}`, 'closed');
}
