import 'server-only';
/** What every console page behind the login opens with: the language, the login's token and the member (docs/product.md §6.1). */
import { getFormatter, getTranslations } from 'next-intl/server';
import { getMe } from '@/lib/api/staff-console';
import { consoleLocale } from './console-locale';
import { readAsStaff, requireStaffToken } from './staff-session';

export async function openConsolePage() {
  const locale = await consoleLocale();
  const token = await requireStaffToken();
  const [staff, t, format] = await Promise.all([
    readAsStaff(() => getMe(token, locale)),
    getTranslations({ locale, namespace: 'staffConsole' }),
    getFormatter({ locale }),
  ]);
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  return { locale, token, staff, t, when };
}
