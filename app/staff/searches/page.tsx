/**
 * What buyers searched for, and did not find (docs/product.md §15.3): per week and page language,
 * the searches, the share that found nothing, the most searched terms and the terms searched in vain.
 */
import type { Metadata } from 'next';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ConsoleBar } from '@/components/staff/console-bar';
import { getSearchReport } from '@/lib/api/staff-console';
import { consoleLocale } from '@/lib/staff/console-locale';
import { openConsolePage } from '@/lib/staff/console-page';
import { readAsStaff } from '@/lib/staff/staff-session';
import { SEARCH_REPORT_LANGS, type SearchWeek } from '@/contract/search-report';
import styles from '../console.module.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: await consoleLocale(), namespace: 'staffConsole.searches' });
  return { title: t('heading') };
}

const WEEK_CHOICES = [1, 4, 8, 13, 26] as const;
const isLang = (value: unknown): value is SearchWeek['lang'] => typeof value === 'string' && (SEARCH_REPORT_LANGS as readonly string[]).includes(value);

export default async function StaffSearchesPage({ searchParams }: PageProps<'/staff/searches'>) {
  const { locale, token, staff, t } = await openConsolePage();
  const query = await searchParams;
  const weeks = WEEK_CHOICES.find((choice) => String(choice) === query.weeks) ?? 4;
  const lang = isLang(query.lang) ? query.lang : undefined;
  const report = await readAsStaff(() => getSearchReport(token, { weeks, lang }, locale));
  const format = await getFormatter({ locale });
  const share = (part: number, whole: number) => format.number(whole ? part / whole : 0, { style: 'percent' });
  const weekOf = (monday: string) => format.dateTime(new Date(`${monday}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <>
      <ConsoleBar locale={locale} path="/staff/searches" staff={staff} />
      <main id="content" className={styles.shell}>
        <h1 className={styles.heading}>{t('searches.heading')}</h1>
        <p>{t('searches.intro')}</p>
        <form className={styles.filters} method="get" action="/staff/searches">
          <label>
            {t('searches.weeksLabel')}
            <select name="weeks" defaultValue={String(weeks)}>
              {WEEK_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {t('searches.weeks', { count: choice })}
                </option>
              ))}
            </select>
          </label>
          <label>
            {t('searches.langLabel')}
            <select name="lang" defaultValue={lang ?? ''}>
              <option value="">{t('searches.bothLangs')}</option>
              {SEARCH_REPORT_LANGS.map((value) => (
                <option key={value} value={value}>
                  {t(`searches.lang.${value}`)}
                </option>
              ))}
            </select>
          </label>
          <button className={styles.secondary} type="submit">
            {t('searches.show')}
          </button>
        </form>
        {report.weeks.length === 0 ? <p>{t('searches.none')}</p> : null}
        {report.weeks.map((week) => (
          <section key={`${week.week}-${week.lang}`} aria-labelledby={`week-${week.week}-${week.lang}`}>
            <h2 id={`week-${week.week}-${week.lang}`} className={styles.subheading}>
              {t('searches.weekHeading', { week: weekOf(week.week), lang: t(`searches.lang.${week.lang}`) })}
            </h2>
            <p>{t('searches.summary', { searches: week.searches, missed: week.withoutResult, share: share(week.withoutResult, week.searches) })}</p>
            <div className={styles.searchLists}>
              <TermTable
                caption={t('searches.top')}
                terms={week.top}
                texts={{ term: t('searches.term'), searches: t('searches.searches'), missed: t('searches.missed') }}
              />
              {week.missed.length ? (
                <TermTable
                  caption={t('searches.inVain')}
                  terms={week.missed}
                  texts={{ term: t('searches.term'), searches: t('searches.searches'), missed: t('searches.missed') }}
                />
              ) : (
                <p>{t('searches.noneInVain')}</p>
              )}
            </div>
          </section>
        ))}
      </main>
    </>
  );
}

function TermTable({ caption, terms, texts }: { caption: string; terms: SearchWeek['top']; texts: { term: string; searches: string; missed: string } }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.term}</th>
            <th scope="col">{texts.searches}</th>
            <th scope="col">{texts.missed}</th>
          </tr>
        </thead>
        <tbody>
          {terms.map((entry) => (
            <tr key={entry.term}>
              <td>{entry.term}</td>
              <td>{entry.searches}</td>
              <td>{entry.withoutResult}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
