import { LocaleLink } from '@/components/ui/locale-link';
import styles from './nav.module.css';

/** A plain main-nav entry. */
export function NavItem({ href, label }: { href: string; label: string }) {
  return (
    <li className={styles.item}>
      <LocaleLink href={href} className={styles.link}>
        {label}
      </LocaleLink>
    </li>
  );
}
