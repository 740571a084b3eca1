import button from '@/components/ui/button.module.css';
import { cx } from '@/components/ui/class-names';
import surface from '@/components/ui/surface.module.css';
import text from '@/components/ui/text.module.css';
import { LocaleLink } from '@/components/ui/locale-link';
import styles from './centre-notice.module.css';

/** An empty personal list, with the way back to the catalogue. */
export function EmptyList({ text: message, action }: { text: string; action: string }) {
  return (
    <div className={cx(surface.card, styles.notice)}>
      <p className={cx(text.secondary, styles.body)}>{message}</p>
      <LocaleLink href="/product?flag=all" className={cx(button.base, button.outlined)}>
        {action}
      </LocaleLink>
    </div>
  );
}
