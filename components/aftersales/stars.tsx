import styles from './stars.module.css';

/** A rating as five stars, read out as "4 of 5 stars" (the label is the caller's words). */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const full = Math.round(rating);
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {'★'.repeat(full)}
      <span className={styles.empty}>{'★'.repeat(Math.max(0, 5 - full))}</span>
    </span>
  );
}
