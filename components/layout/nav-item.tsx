import { Link } from '@/lib/i18n/navigation';
import styles from './nav.module.css';

/** A plain main-nav entry. */
export function NavItem({ href, label }: { href: string; label: string }) {
  return (
    <li className={styles.item}>
      <Link href={href} className={styles.link}>
        {label}
      </Link>
    </li>
  );
}
