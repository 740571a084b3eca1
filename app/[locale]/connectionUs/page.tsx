import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CompanyNav } from '@/components/company/company-nav';
import layout from '@/components/company/company.module.css';
import { WorldMap } from '@/components/company/world-map';
import { JsonLdScript } from '@/components/ui/json-ld';
import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import { Container } from '@/components/ui/container';
import { IslandMessages } from '@/components/ui/island-messages';
import { LocaleLink } from '@/components/ui/locale-link';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { CONTACT_PATH } from '@/lib/company/company-routes';
import { HEAD_OFFICE_EMAIL, HEAD_OFFICE_PHONE, REPLY_WITHIN_HOURS, contactJsonLd } from '@/lib/company/head-office';
import { mapAssetUrl } from '@/lib/company/world-map';
import { localePath, locales, localeInfo, type Locale } from '@/lib/i18n/locales';
import { publicMetadata } from '@/lib/page-metadata';
import { siteUrl } from '@/lib/site';
import styles from './page.module.css';

// The same for every visitor: served from Next's cache; the map is an island.
export const revalidate = 3600;

type Props = PageProps<'/[locale]/connectionUs'>;

/** What the map island says. */
const MAP_MESSAGES = ['company.mapFailed', 'company.mapLoading', 'company.mapLabel', 'company.mapMarker'];

export const generateMetadata = publicMetadata('company', CONTACT_PATH, { title: 'contactTitle', description: 'contactDescription' });

/** Contact (docs/product.md §2.2, §2.4 item 6): the head office, the 24-hour promise and the world map. */
export default async function ContactPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, meta] = await Promise.all([getTranslations('company'), getTranslations('meta')]);
  const origin = siteUrl();
  const jsonLd = contactJsonLd({
    siteName: meta('siteName'),
    origin,
    pageUrl: `${origin}${localePath(locale, CONTACT_PATH)}`,
    streetAddress: t('streetAddress'),
    locality: t('locality'),
    postalCode: t('postalCode'),
    country: 'CN',
    languages: locales.map((each) => localeInfo[each].label),
  });

  return (
    <Container page>
      <JsonLdScript data={jsonLd} />
      <div className={layout.layout}>
        <CompanyNav current={CONTACT_PATH} />
        <div className={layout.content}>
          <h1 className={cx(text.pageTitle, layout.title)}>{t('contactTitle')}</h1>
          <p className={layout.summary}>{t('contactIntro')}</p>
          <section aria-labelledby="head-office-heading" className={cx(surface.card, styles.office)}>
            <h2 id="head-office-heading" className={styles.heading}>
              {t('headOfficeHeading')}
            </h2>
            <p className={styles.name}>{t('headOfficeName')}</p>
            <dl className={styles.facts}>
              <dt>{t('addressLabel')}</dt>
              <dd>
                <address>{t('address')}</address>
              </dd>
              <dt>{t('phoneLabel')}</dt>
              <dd>
                <a href={`tel:${HEAD_OFFICE_PHONE.replace(/-/g, '')}`}>{HEAD_OFFICE_PHONE}</a>
              </dd>
              <dt>{t('emailLabel')}</dt>
              <dd>
                <a href={`mailto:${HEAD_OFFICE_EMAIL}`}>{HEAD_OFFICE_EMAIL}</a>
              </dd>
              <dt>{t('hoursLabel')}</dt>
              <dd>{t('hours')}</dd>
            </dl>
            <p className={styles.promise}>{t('replyPromise', { hours: REPLY_WITHIN_HOURS })}</p>
            <LocaleLink href="/purchase-inquiry" className={cx(button.base, button.contained)}>
              {t('sendInquiry')}
            </LocaleLink>
          </section>
          <section aria-labelledby="map-heading" className={styles.mapSection}>
            <h2 id="map-heading" className={styles.heading}>
              {t('mapHeading')}
            </h2>
            <IslandMessages paths={MAP_MESSAGES}>
              <WorldMap assetUrl={mapAssetUrl(process.env)} />
            </IslandMessages>
          </section>
        </div>
      </div>
    </Container>
  );
}
