import { getTranslations } from 'next-intl/server';
import { ConsentSettingsButton } from '@/components/analytics/analytics';
import { Container } from '@/components/ui/container';
import type { Category } from '@/lib/api/categories';
import { categoryHref } from '@/lib/catalogue/category-routing';
import { COA_PATH, PRIMER_PATH } from '@/lib/coa/lab-tools-query';
import { analyticsSettings } from '@/lib/analytics/settings.mjs';
import { filingsOf } from '@/lib/company/filings';
import { LocaleLink } from '@/components/ui/locale-link';
import styles from './site-footer.module.css';

/**
 * Footer: who we are, the top categories, the service links with the 24-hour promise, the way back
 * to the analytics choice and the mainland filings when configured.
 */
export async function SiteFooter({ productTree }: { productTree: Category[] }) {
  const t = await getTranslations('footer');
  const tHeader = await getTranslations('header');
  const tNav = await getTranslations('nav');
  const tPrimers = await getTranslations('primers');
  const year = new Date().getFullYear();
  const { icp, publicSecurity } = filingsOf();
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.columns}>
          <div className={styles.about}>
            <p>{t('about')}</p>
            <p>{t('replyPromise')}</p>
          </div>
          <div>
            <h2 className={styles.heading}>{t('shop')}</h2>
            <FooterLinks links={productTree.map((category) => ({ label: category.name, href: categoryHref(category) }))} />
          </div>
          <div>
            <h2 className={styles.heading}>{t('service')}</h2>
            <FooterLinks
              links={[
                { label: tHeader('purchaseInquiry'), href: '/purchase-inquiry' },
                { label: tHeader('inquiryList'), href: '/inquire-list' },
                { label: tNav('contactUs'), href: '/contact-us' },
                { label: tNav('coaReport'), href: COA_PATH },
                { label: tPrimers('title'), href: PRIMER_PATH },
              ]}
            />
          </div>
        </div>
        <p className={styles.copyright}>
          {t('copyright', { year })}
          {analyticsSettings() ? <ConsentSettingsButton className={styles.settings} /> : null}
        </p>
        {icp || publicSecurity ? (
          <p className={styles.filings} lang="zh-CN">
            {[icp, publicSecurity].map((filing) =>
              filing ? (
                <a key={filing.number} href={filing.href} rel="noopener noreferrer" target="_blank">
                  {filing.number}
                </a>
              ) : null,
            )}
          </p>
        ) : null}
      </Container>
    </footer>
  );
}

function FooterLinks({ links }: { links: { label: string; href: string }[] }) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <LocaleLink href={link.href}>{link.label}</LocaleLink>
        </li>
      ))}
    </ul>
  );
}
