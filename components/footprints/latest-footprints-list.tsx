'use client';
import type { FootprintEntry } from '@/lib/footprints/device-footprints';
import { goodsHref } from '@/lib/catalogue/category-routing';
import { imageUrl } from '@/lib/catalogue/image';
import { Link } from '@/lib/i18n/navigation';
import styles from './latest-footprints.module.css';

export interface LatestFootprintsListProps {
  items: FootprintEntry[];
  imageHost: string;
  /** The list's name: which page of how many. */
  label: string;
  catNoLabel: string;
}

/** One page of viewed goods: cover, title and Cat. No., each opening its detail in a new tab. */
export function LatestFootprintsList({ items, imageHost, label, catNoLabel }: LatestFootprintsListProps) {
  return (
    <ul aria-label={label} className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <Link href={goodsHref(item.id)} target="_blank" rel="noopener" className={styles.item}>
            <img src={imageUrl(item.cover, imageHost)} alt="" width={48} height={48} loading="lazy" className={styles.cover} />
            <span>
              <span className={styles.title}>{item.title}</span>
              <span className={styles.catNo}>
                {catNoLabel}: {item.itemno}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
