/** The console's language switch: the same NEXT_LOCALE cookie as the shop's switch (lib/staff/console-locale.ts). */
import { LOCALE_COOKIE, isLocale } from '@/lib/i18n/locales';
import { crossSiteRefusal, readForm, seeOther } from '@/lib/staff/form-handler';
import { STAFF_HOME } from '@/lib/staff/console-paths';

export async function POST(request: Request) {
  const refused = crossSiteRefusal(request);
  if (refused) return refused;
  const field = await readForm(request);
  const locale = field('locale');
  const back = field('back');
  const response = seeOther(request, /^\/staff(\/[A-Za-z0-9/_-]*)?$/.test(back) ? back : STAFF_HOME);
  if (isLocale(locale)) response.cookies.set(LOCALE_COOKIE, locale, { path: '/', sameSite: 'lax', maxAge: 60 * 60 * 24 * 365 });
  return response;
}
