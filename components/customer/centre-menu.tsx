import { useTranslations } from 'next-intl';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import { LocaleLink } from '@/components/ui/locale-link';
import { CentreMenuDisclosure } from './centre-menu-disclosure';
import { CENTRE_SECTIONS, type CentreSection } from './centre-sections';
import styles from './centre-menu.module.css';

/**
 * The side menu of the personal centre; the current section is marked for assistive technology too.
 * On a phone it folds behind a button naming the current section (CentreMenuDisclosure).
 */
export function CentreMenu({ current }: { current: CentreSection }) {
  const t = useTranslations('customer');
  const currentSection = CENTRE_SECTIONS.find((section) => section.id === current);
  return (
    <nav aria-label={t('menuLabel')} className={cx(surface.card, styles.menu)}>
      <CentreMenuDisclosure label={t('menuToggle', { section: currentSection ? t(currentSection.label) : t('centre') })}>
        <ul className={styles.list}>
          {CENTRE_SECTIONS.map((section) => (
            <li key={section.id}>
              <LocaleLink href={section.href} aria-current={section.id === current ? 'page' : undefined} className={styles.item}>
                {t(section.label)}
              </LocaleLink>
            </li>
          ))}
        </ul>
      </CentreMenuDisclosure>
    </nav>
  );
}
