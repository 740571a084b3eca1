/** Staff accounts and the audit log (docs/product.md §6.1): admins invite and disable; everyone reads the log. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ConsoleBar } from '@/components/staff/console-bar';
import { getAudit, getStaffList, type StaffMember } from '@/lib/api/staff-console';
import { consoleLocale } from '@/lib/staff/console-locale';
import { openConsolePage } from '@/lib/staff/console-page';
import { readConsoleError } from '@/lib/staff/form-outcome';
import { readAsStaff } from '@/lib/staff/staff-session';
import { STAFF_ROLES } from '@/contract/staff';
import styles from '../console.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await consoleLocale(), namespace: 'staffConsole.team' });
  return { title: t('heading') };
}

const ACTION_KEYS = {
  'inquiry.reply': 'inquiryReply',
  'inquiry.quote': 'inquiryQuote',
  'inquiry.close': 'inquiryClose',
  'staff.invite': 'staffInvite',
  'staff.disable': 'staffDisable',
  'staff.login': 'staffLogin',
} as const;
const isAction = (action: string): action is keyof typeof ACTION_KEYS => action in ACTION_KEYS;

export default async function StaffTeamPage({ searchParams }: PageProps<'/staff/team'>) {
  const { locale, token, staff, t, when } = await openConsolePage();
  const query = await searchParams;
  const error = readConsoleError(query.error);
  const isAdmin = staff.role === 'admin';
  const [members, audit] = await Promise.all([
    isAdmin ? readAsStaff(() => getStaffList(token, locale)) : Promise.resolve<StaffMember[]>([]),
    readAsStaff(() => getAudit(token, 1, locale)),
  ]);
  const status = (member: StaffMember) => (member.disabledAt ? t('team.disabledStatus') : member.passwordSet ? t('team.active') : t('team.invitedStatus'));
  return (
    <>
      <ConsoleBar locale={locale} path="/staff/team" staff={staff} />
      <main id="content" className={styles.shell}>
        <h1 className={styles.heading}>{t('team.heading')}</h1>
        {query.done === 'invited' ? <p className={styles.notice}>{t('team.invited')}</p> : null}
        {query.done === 'disabled' ? <p className={styles.notice}>{t('team.disabledDone')}</p> : null}
        {error ? (
          <p className={styles.error} role="alert">
            {t(`errors.${error}`)}
          </p>
        ) : null}
        {isAdmin ? (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('team.name')}</th>
                    <th scope="col">{t('team.email')}</th>
                    <th scope="col">{t('team.role')}</th>
                    <th scope="col">{t('team.status')}</th>
                    <td />
                  </tr>
                </thead>
                <tbody>
                  {members.map((member) => (
                    <tr key={member.id}>
                      <td>{member.name}</td>
                      <td>{member.email}</td>
                      <td>{t(`roles.${member.role}`)}</td>
                      <td>{status(member)}</td>
                      <td>
                        {member.disabledAt || member.id === staff.id ? null : (
                          <form method="post" action="/staff/team/disable">
                            <input type="hidden" name="id" value={member.id} />
                            <button className={styles.secondary} type="submit">
                              {t('team.disable', { name: member.name })}
                            </button>
                          </form>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <h2 className={styles.subheading}>{t('team.inviteHeading')}</h2>
            <form className={styles.form} method="post" action="/staff/team/invite">
              <label htmlFor="invite-name">{t('team.name')}</label>
              <input id="invite-name" name="name" required minLength={2} maxLength={50} />
              <label htmlFor="invite-email">{t('team.email')}</label>
              <input id="invite-email" name="email" type="email" required />
              <label htmlFor="invite-role">{t('team.role')}</label>
              <select id="invite-role" name="role" defaultValue="sales">
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`roles.${role}`)}
                  </option>
                ))}
              </select>
              <button className={styles.primary} type="submit">
                {t('team.inviteSubmit')}
              </button>
            </form>
          </>
        ) : (
          <p>{t('team.forbidden')}</p>
        )}
        <h2 className={styles.subheading}>{t('team.audit')}</h2>
        {audit.list.length ? (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('team.when')}</th>
                  <th scope="col">{t('team.who')}</th>
                  <th scope="col">{t('team.action')}</th>
                  <th scope="col">{t('team.subject')}</th>
                </tr>
              </thead>
              <tbody>
                {audit.list.map((entry) => (
                  <tr key={entry.id}>
                    <td>{when(entry.createdAt)}</td>
                    <td>{entry.staffName ?? t('team.commandLine')}</td>
                    <td>{isAction(entry.action) ? t(`team.actions.${ACTION_KEYS[entry.action]}`) : entry.action}</td>
                    <td>
                      {entry.subjectType === 'inquiry' ? (
                        <a href={`/staff/inquiry/${entry.subjectId}`}>{t('team.subjects.inquiry', { id: entry.subjectId })}</a>
                      ) : (
                        t('team.subjects.staff', { id: entry.subjectId })
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>{t('team.auditEmpty')}</p>
        )}
      </main>
    </>
  );
}
