import { cx } from '@/components/ui/class-names';
import { LocaleLink } from '@/components/ui/locale-link';
import styles from './status-tabs.module.css';

export interface StatusTab {
  key: string;
  label: string;
  href: string;
}

/** Tabs of a personal list as links, the current one marked for assistive technology. Server markup. */
export function StatusTabs({ tabs, current, label }: { tabs: readonly StatusTab[]; current: string; label: string }) {
  return (
    <nav aria-label={label} className={styles.tabs}>
      {tabs.map((tab) => (
        <LocaleLink
          key={tab.key}
          href={tab.href}
          aria-current={tab.key === current ? 'page' : undefined}
          className={cx(styles.tab, tab.key === current && styles.current)}
        >
          {tab.label}
        </LocaleLink>
      ))}
    </nav>
  );
}
