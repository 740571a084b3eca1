import { cx } from './class-names';
import styles from './progress-slot.module.css';

/** A progress bar while a filtered page is on its way (`busy`), in a slot that keeps its height. */
export function ProgressSlot({ busy, label, className }: { busy: boolean; label: string; className?: string }) {
  return <div className={cx(styles.slot, className)}>{busy ? <div role="progressbar" aria-label={label} className={styles.bar} /> : null}</div>;
}
