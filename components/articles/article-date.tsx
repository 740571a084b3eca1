import { getFormatter } from 'next-intl/server';
import { SUPPLIER_TIME_ZONE } from '@/lib/catalogue/dates';

/** A publication date in the page's language, in the supplier's time zone so every render agrees. */
export async function ArticleDate({ iso, className }: { iso: string; className?: string }) {
  const format = await getFormatter();
  return (
    <time dateTime={iso} className={className}>
      {format.dateTime(new Date(iso), { dateStyle: 'medium', timeZone: SUPPLIER_TIME_ZONE })}
    </time>
  );
}
