/** An admin's invitation from the staff page; the API refuses a sales account (403) and audits the rest. */
import { consoleWrites } from '@/lib/api/staff-console';
import { afterConsoleWrite, crossSiteRefusal, readForm, seeOther } from '@/lib/staff/form-handler';
import { requireStaffToken } from '@/lib/staff/staff-session';
import { STAFF_ROLES, type StaffRole } from '@/contract/staff';

const isRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

export async function POST(request: Request) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const token = await requireStaffToken();
  const field = await readForm(request);
  const role = field('role');
  if (!isRole(role)) return seeOther(request, '/staff/team', { error: 'role' });
  const envelope = await consoleWrites.invite(token, { name: field('name'), email: field('email'), role });
  return afterConsoleWrite(request, envelope, '/staff/team', 'invited');
}
