import { formatDate } from '@/lib/catalogue/dates';

/** A publication date as every date of the shop reads: yyyy-mm-dd in the supplier's time zone, so every render agrees. */
export function ArticleDate({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {formatDate(iso)}
    </time>
  );
}
