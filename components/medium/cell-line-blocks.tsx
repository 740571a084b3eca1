import { cx } from '@/components/ui/class-names';
import { menuBlocks, recommendHref } from '@/lib/catalogue/medium-recommendation';
import { LocaleLink } from '@/components/ui/locale-link';
import styles from './cell-line-blocks.module.css';

export interface CellLineBlocksProps {
  names: readonly string[];
  /** Lines per block (column). */
  blockSize: number;
  /** Names whose details the page shows, marked as current. */
  current: readonly string[];
}

/** Cell-line names as columns of links, `blockSize` per column; each opens that line's recommendation. */
export function CellLineBlocks({ names, blockSize, current }: CellLineBlocksProps) {
  return (
    <div className={styles.blocks}>
      {menuBlocks(names, blockSize).map((block) => (
        <ul key={block[0]} className={styles.block}>
          {block.map((name) => {
            const isCurrent = current.includes(name);
            return (
              <li key={name} className={styles.line}>
                <LocaleLink href={recommendHref(name)} aria-current={isCurrent ? 'page' : undefined} className={cx(styles.link, isCurrent && styles.current)}>
                  {name}
                </LocaleLink>
              </li>
            );
          })}
        </ul>
      ))}
    </div>
  );
}
