import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { Link } from '@/lib/i18n/navigation';
import styles from './centre-notice.module.css';

/** An empty personal list, with the way back to the catalogue. */
export function EmptyList({ text: message, action }: { text: string; action: string }) {
  return (
    <div className={cx(surface.card, styles.notice)}>
      <p className={cx(text.secondary, styles.body)}>{message}</p>
      <Link href="/product?flag=all" className={cx(button.base, button.outlined)}>
        {action}
      </Link>
    </div>
  );
}
